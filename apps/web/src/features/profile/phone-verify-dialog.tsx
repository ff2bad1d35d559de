/**
 * Proving the phone (WhatsApp) number by SMS: confirm or change the number, send a 6-digit code
 * (another may be asked for after 60 s, spec §5), type it, and the number becomes the account's
 * verified phone. A refusal is shown next to the field it names, in the buyer's language.
 */
import { ErrorCode } from '@agora/contract/errors';
import { PHONE_CODE_LENGTH, PHONE_CODE_RESEND_SECONDS } from '@agora/contract/phone-verify';
import { Alert, Button, Group, Modal, PinInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { PhoneField } from '../auth/phone-field';
import { validators } from '../auth/validators';
import { useSendPhoneCode, useVerifyPhone } from './phone-verify-api';

/** Whole seconds until `until` (a device time in ms), ticking each second; 0 once it is past. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the only input.
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

type Step = { kind: 'phone' } | { kind: 'code'; phone: string } | { kind: 'done'; phone: string };

export function PhoneVerifyDialog({
  opened,
  phone,
  onClose,
  onVerified,
}: {
  opened: boolean;
  phone: string;
  onClose: () => void;
  onVerified: (phone: string) => void;
}) {
  const { t } = useTranslation();
  const v = validators(t);
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [number, setNumber] = useState(phone);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string; alert?: string }>({});
  const [resendAt, setResendAt] = useState(0);
  const resendIn = useSecondsLeft(resendAt);

  // Each opening starts from the number in the form.
  useEffect(() => {
    if (!opened) return;
    setStep({ kind: 'phone' });
    setNumber(phone);
    setCode('');
    setErrors({});
  }, [opened, phone]);

  /** A refusal beside the field on show, or above the buttons; a wait (1000010) also holds the resend button. */
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const field = step.kind === 'phone' ? 'phone' : 'code';
    if (error.code === ErrorCode.tooManyRequests && typeof error.params?.seconds === 'number') setResendAt(Date.now() + error.params.seconds * 1000);
    setErrors(error.field === field ? { [field]: error.message } : { alert: error.message });
  };

  const sendCode = async (to: string) => {
    const problem = v.phone(to);
    if (problem) return setErrors({ phone: problem });
    setErrors({});
    try {
      const sent = await send.mutateAsync({ phone: to.trim() });
      setResendAt(Date.now() + (sent.resend_after || PHONE_CODE_RESEND_SECONDS) * 1000);
      setCode('');
      setStep({ kind: 'code', phone: sent.phone });
    } catch (error) {
      refused(error);
    }
  };

  const checkCode = async (value: string) => {
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(value)) return setErrors({ code: t('validation.code', { length: PHONE_CODE_LENGTH }) });
    setErrors({});
    try {
      const proved = await verify.mutateAsync(value);
      onVerified(proved.phone);
      setStep({ kind: 'done', phone: proved.phone });
    } catch (error) {
      // A refused code is typed again from the first box.
      setCode('');
      refused(error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.verifyTitle')} centered data-testid="phone-verify">
      {step.kind === 'phone' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog sits inside the profile form in React's tree: its submit is not that form's.
            event.stopPropagation();
            void sendCode(number);
          }}
        >
          <Stack gap="sm">
            <Text fz="sm">{t('profile.verifyIntro', { length: PHONE_CODE_LENGTH })}</Text>
            <PhoneField
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              error={errors.phone}
              data-autofocus
              data-testid="verify-phone"
            />
            {errors.alert && (
              <Alert color="red" role="alert">
                {errors.alert}
              </Alert>
            )}
            <Button type="submit" loading={send.isPending} fullWidth data-testid="verify-send">
              {t('forgot.sendCode')}
            </Button>
          </Stack>
        </form>
      )}
      {step.kind === 'code' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            void checkCode(code);
          }}
        >
          <Stack gap="sm">
            <Text fz="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
              {t('profile.codeSentTo', { phone: step.phone })}
            </Text>
            <div>
              <Text component="label" fz="sm" fw={500} htmlFor="phone-code" display="block" mb={4}>
                {t('forgot.code')}
              </Text>
              <PinInput
                id="phone-code"
                length={PHONE_CODE_LENGTH}
                type="number"
                oneTimeCode
                autoFocus
                size="md"
                gap={6}
                value={code}
                onChange={setCode}
                onComplete={(value) => void checkCode(value)}
                error={Boolean(errors.code)}
                aria-label={t('forgot.code')}
                data-testid="verify-code"
              />
              {errors.code && (
                <Text c="red" fz="xs" mt={4} role="alert">
                  {errors.code}
                </Text>
              )}
            </div>
            {errors.alert && (
              <Alert color="red" role="alert">
                {errors.alert}
              </Alert>
            )}
            <Group justify="space-between" gap="xs">
              <Button variant="subtle" size="compact-sm" onClick={() => setStep({ kind: 'phone' })}>
                {t('profile.changeNumber')}
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => void sendCode(step.phone)}
                disabled={resendIn > 0}
                loading={send.isPending}
                data-testid="verify-resend"
              >
                {resendIn > 0 ? t('forgot.resendIn', { seconds: resendIn }) : t('forgot.resend')}
              </Button>
            </Group>
            <Button type="submit" loading={verify.isPending} fullWidth data-testid="verify-submit">
              {t('profile.verifySubmit')}
            </Button>
          </Stack>
        </form>
      )}
      {step.kind === 'done' && (
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon color="teal" variant="light" size={48} radius="xl">
            <IconCircleCheck size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={500} role="status" style={{ overflowWrap: 'anywhere' }} data-testid="verify-done">
            {t('profile.verifiedDone', { phone: step.phone })}
          </Text>
          <Button onClick={onClose} fullWidth>
            {t('profile.done')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
