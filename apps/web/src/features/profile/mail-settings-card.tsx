/**
 * The profile's e-mail switches: one per kind of mail that can be turned off (receipts and
 * security mails always go, and say so). A switch saves at once; the shop's kinds show to sellers.
 */
import type { OptionalMailKind } from '@agora/contract/mail';
import { Skeleton, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { Panel } from '../system/panel';
import { useMailSettings, useSaveMailSetting } from './mail-settings-api';

/** The contract's OPTIONAL_MAIL_KINDS, typed against it (importing the value would put the contract's mail module in this chunk's shared code). */
const BUYER_KINDS: OptionalMailKind[] = ['payment', 'shipping', 'unpaid', 'refund', 'wallet', 'review'];
const SHOP_KINDS: OptionalMailKind[] = ['shopOrder', 'shopRefund'];

export function MailSettingsCard({ seller }: { seller: boolean }) {
  const { t } = useTranslation();
  const settings = useMailSettings();
  const save = useSaveMailSetting();
  const kinds = seller ? [...BUYER_KINDS, ...SHOP_KINDS] : BUYER_KINDS;

  return (
    <Panel title={t('mailSettings.title')} description={t('mailSettings.description')} testId="mail-settings">
      {settings.data ? (
        <Stack gap="sm">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={t(`mailSettings.kinds.${kind}`)}
              checked={save.isPending && save.variables?.kind === kind ? save.variables.on : settings.data.kinds[kind]}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({ kind, on: event.currentTarget.checked }, { onSuccess: () => toast.emit({ message: t('mailSettings.saved'), kind: 'success' }) })
              }
            />
          ))}
        </Stack>
      ) : (
        <Skeleton height={120} />
      )}
    </Panel>
  );
}
