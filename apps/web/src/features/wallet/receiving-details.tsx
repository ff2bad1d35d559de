/**
 * Where to send the money for one wallet type: the mall's address or bank details (copyable, and
 * as a QR code drawn here), the rate against the US dollar, the minimum and the submissions left.
 */
import type { RechargeInfo } from '@agora/contract/topups';
import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { QrCode } from '../qr/qr-code';
import { useDollars } from './money';

export function ReceivingDetails({ info }: { info: RechargeInfo }) {
  const { t, i18n } = useTranslation();
  const dollars = useDollars();
  const rate = new Intl.NumberFormat(localeTag(i18n.language), { maximumFractionDigits: 6 }).format(info.rate);
  // The unit the money is sent in, not the method's name: "1 US dollar = 1.0025 USDT", never "= 1 Bank transfer (USD)";
  // a method in dollars at 1 needs no rate at all.
  const unit = /\(([A-Z]{3})\)/.exec(info.wallet_name)?.[1] ?? info.wallet_code.split('-')[0] ?? info.wallet_code;
  const showRate = !(unit === 'USD' && info.rate === 1);
  return (
    <Paper withBorder radius="md" p="md" data-testid="top-up-details">
      <Group align="flex-start" gap="md" wrap="wrap">
        {info.receive_address && <QrCode value={info.receive_address} size={152} label={t('wallet.topUp.qrLabel', { name: info.wallet_name })} />}
        <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fz="xs" c="dimmed">
            {t('wallet.topUp.sendTo', { name: info.wallet_name })}
          </Text>
          <Text ff="monospace" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="top-up-address">
            {info.receive_address || t('wallet.topUp.noAddress')}
          </Text>
          {info.receive_address && (
            <CopyButton value={info.receive_address}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  onClick={copy}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {copied ? t('wallet.topUp.copied') : t('wallet.topUp.copy')}
                </Button>
              )}
            </CopyButton>
          )}
          {showRate && (
            <Text fz="sm" data-testid="top-up-rate">
              {t('wallet.topUp.rate', { rate, name: unit })}
            </Text>
          )}
          <Text fz="sm" data-testid="top-up-minimum">
            {t('wallet.topUp.minimum', { min: dollars(info.min_amount) })}
          </Text>
          <Text fz="sm" c={info.submissions_left > 0 ? 'dimmed' : 'red.7'} data-testid="top-up-left">
            {t('wallet.topUp.left', { left: info.submissions_left, total: info.recharge_per_day })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
