/**
 * Proving the phone (WhatsApp) number by SMS: confirm or change the number, send a 6-digit code
 * (another may be asked for after 60 s, spec §5), type it, and the number becomes the account's
 * verified phone. A refusal is shown next to the field it names, in the buyer's language.
 */
import { PHONE_CODE_LENGTH, PHONE_CODE_RESEND_SECONDS } from '@agora/contract/phone-verify';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../auth/phone-field';
import { validators } from '../auth/validators';
import { CodeAlert, CodeDone, CodeEntry, type CodeErrors, codeProblem, ResendButton, refusalOf, useResendWait } from './code-dialog';
import { useSendPhoneCode, useVerifyPhone } from './phone-verify-api';

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
  const [errors, setErrors] = useState<CodeErrors>({});
  const wait = useResendWait();

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
    const shown = refusalOf(error, step.kind === 'phone' ? 'phone' : 'code', wait);
    if (shown) setErrors(shown);
  };

  const sendCode = async (to: string) => {
    const problem = v.phone(to);
    if (problem) return setErrors({ phone: problem });
    setErrors({});
    try {
      const sent = await send.mutateAsync({ phone: to.trim() });
      wait.holdFor(sent.resend_after || PHONE_CODE_RESEND_SECONDS);
      setCode('');
      setStep({ kind: 'code', phone: sent.phone });
    } catch (error) {
      refused(error);
    }
  };

  const checkCode = async (value: string) => {
    const problem = codeProblem(t, value, PHONE_CODE_LENGTH);
    if (problem) return setErrors({ code: problem });
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
            <CodeAlert message={errors.alert} />
            <Button type="submit" loading={send.isPending} fullWidth data-testid="verify-send">
              {t('forgot.sendCode')}
            </Button>
          </Stack>
        </form>
      )}
      {step.kind === 'code' && (
        <CodeEntry
          status={t('profile.codeSentTo', { phone: step.phone })}
          inputId="phone-code"
          testId="verify-code"
          length={PHONE_CODE_LENGTH}
          code={code}
          onCodeChange={setCode}
          onCheck={(value) => void checkCode(value)}
          errors={errors}
          actionsJustify="space-between"
          actions={
            <>
              <Button variant="subtle" size="compact-sm" onClick={() => setStep({ kind: 'phone' })}>
                {t('profile.changeNumber')}
              </Button>
              <ResendButton
                wait={wait}
                loading={send.isPending}
                onClick={() => void sendCode(step.phone)}
                label={t('forgot.resend')}
                data-testid="verify-resend"
              />
            </>
          }
          submitLabel={t('profile.verifySubmit')}
          submitting={verify.isPending}
          submitTestId="verify-submit"
        />
      )}
      {step.kind === 'done' && <CodeDone text={t('profile.verifiedDone', { phone: step.phone })} testId="verify-done" onClose={onClose} />}
    </Modal>
  );
}
