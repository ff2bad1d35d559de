/**
 * Beside the phone field: "Verified" while the number in the field is the one the account proved
 * by SMS, else a "Verify" button that opens the verification dialog with the number as typed.
 */
import { Badge, Button } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneVerifyDialog } from './phone-verify-dialog';

export function PhoneStatus({ phone, verified, onVerified }: { phone: string; verified: boolean; onVerified: (phone: string) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      {verified ? (
        <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />} data-testid="phone-verified">
          {t('profile.verified')}
        </Badge>
      ) : (
        <Button size="compact-xs" variant="light" onClick={() => setOpened(true)} aria-label={t('profile.verifyTitle')} data-testid="phone-verify-open">
          {t('profile.verify')}
        </Button>
      )}
      <PhoneVerifyDialog opened={opened} phone={phone} onClose={() => setOpened(false)} onVerified={onVerified} />
    </>
  );
}
