/**
 * Payment settings (spec §2's profile management): they come with the wallet issue, so they show
 * what they will hold, disabled, not as a dead link.
 */
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../system/panel';

function Coming({ Icon, title, body, note }: { Icon: typeof IconCreditCard; title: string; body: string; note: string }) {
  return (
    <UnstyledButton disabled aria-disabled="true" style={{ cursor: 'not-allowed', width: '100%' }} data-testid="coming-setting">
      <Group wrap="nowrap" gap="sm" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, opacity: 0.75 }}>
        <Icon size={22} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Text fw={600}>{title}</Text>
            <Badge size="xs" variant="light" color="gray" tt="none">
              {note}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            {body}
          </Text>
        </div>
        <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export function ComingSettings() {
  const { t } = useTranslation();
  return (
    <Panel title={t('profile.moreSettings')}>
      <Coming Icon={IconCreditCard} title={t('profile.payment')} body={t('profile.paymentBody')} note={t('profile.withWallet')} />
    </Panel>
  );
}
