/**
 * Beside a field that can be proved by a code (the phone, the e-mail): "Verified" while it is, else
 * a "Verify" button that opens the field's code dialog.
 * @example <VerifyStatus verified={false} testIds={{ verified: 'phone-verified', open: 'phone-verify-open' }} openLabel={t('profile.verifyTitle')}
 *   dialog={(opened, close) => <PhoneVerifyDialog opened={opened} phone={phone} onClose={close} onVerified={onVerified} />} />
 */
import { Badge, Button } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function VerifyStatus({
  verified,
  testIds,
  openLabel,
  dialog,
}: {
  verified: boolean;
  testIds: { verified: string; open: string };
  /** The button's accessible name (the dialog's title or action). */
  openLabel: string;
  dialog: (opened: boolean, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      {verified ? (
        <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />} data-testid={testIds.verified}>
          {t('profile.verified')}
        </Badge>
      ) : (
        <Button size="compact-xs" variant="light" onClick={() => setOpened(true)} aria-label={openLabel} data-testid={testIds.open}>
          {t('profile.verify')}
        </Button>
      )}
      {dialog(opened, () => setOpened(false))}
    </>
  );
}
