/**
 * "Verify your e-mail": shown where an action waits for a proved address (withdrawing, opening a
 * shop) while the account's address is unproved, with the button that opens the code dialog.
 * Nothing once it is proved.
 * @example <EmailVerifyNotice purpose="withdraw" />
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifyStatus } from '../profile/verify-status';
import { useUserInfo } from '../session/api';
import { EmailVerifyDialog } from './email-verify-dialog';

export function EmailVerifyNotice({ purpose }: { purpose: 'withdraw' | 'shop' }) {
  const { t } = useTranslation();
  const user = useUserInfo().data?.user;
  const [opened, setOpened] = useState(false);
  if (!user || user.email_verified) return null;
  return (
    <Alert color="orange" icon={<IconMailExclamation size={20} aria-hidden />} data-testid="email-verify-notice">
      <Stack gap={8} align="flex-start">
        <Text fz="sm">{t(`account.emailVerify.needed.${purpose}`)}</Text>
        <Button size="xs" onClick={() => setOpened(true)} data-testid="email-verify-open">
          {t('account.emailVerify.action')}
        </Button>
      </Stack>
      <EmailVerifyDialog opened={opened} email={user.email} onClose={() => setOpened(false)} />
    </Alert>
  );
}

/** Beside the profile's e-mail field: "Verified", or the "Verify" button that opens the dialog. */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation();
  return (
    <VerifyStatus
      verified={verified}
      testIds={{ verified: 'email-verified', open: 'email-verify-open' }}
      openLabel={t('account.emailVerify.action')}
      dialog={(opened, close) => <EmailVerifyDialog opened={opened} email={email} onClose={close} />}
    />
  );
}
