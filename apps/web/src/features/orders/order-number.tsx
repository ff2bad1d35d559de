/** The order number with a copy button (buyers paste it to the shop or the tracking page). */
import { CopyButton, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OrderNumber({ sn }: { sn: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text fz="sm" className="agora-figure" data-testid="order-sn" style={{ overflowWrap: 'anywhere' }}>
        {t('orders.number', { sn })}
      </Text>
      <CopyButton value={sn}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
            <UnstyledButton onClick={copy} aria-label={t('orders.copyNumber')} c={copied ? 'teal.7' : 'dimmed'} style={{ display: 'inline-flex' }}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </UnstyledButton>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
