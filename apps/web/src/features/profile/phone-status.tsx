/**
 * Beside the phone field: "Verified" while the number in the field is the one the account proved
 * by SMS, else a "Verify" button that opens the verification dialog with the number as typed.
 */
import { useTranslation } from 'react-i18next';
import { PhoneVerifyDialog } from './phone-verify-dialog';
import { VerifyStatus } from './verify-status';

export function PhoneStatus({ phone, verified, onVerified }: { phone: string; verified: boolean; onVerified: (phone: string) => void }) {
  const { t } = useTranslation();
  return (
    <VerifyStatus
      verified={verified}
      testIds={{ verified: 'phone-verified', open: 'phone-verify-open' }}
      openLabel={t('profile.verifyTitle')}
      dialog={(opened, close) => <PhoneVerifyDialog opened={opened} phone={phone} onClose={close} onVerified={onVerified} />}
    />
  );
}
