/**
 * Proving the e-mail address: the code mailed on registering (or a new one, after 60 s), typed
 * into six boxes. A refusal is shown under the boxes, in the buyer's language. The boxes, resend
 * countdown and "done" panel are the phone dialog's (profile/code-dialog.tsx).
 */
import { EMAIL_CODE_LENGTH } from '@agora/contract/account';
import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeDone, CodeEntry, type CodeErrors, codeProblem, ResendButton, refusalOf, useResendWait } from '../profile/code-dialog';
import { useSendEmailCode, useVerifyEmail } from './email-verify-api';

export function EmailVerifyDialog({ opened, email, onClose }: { opened: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendEmailCode();
  const verify = useVerifyEmail();
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<CodeErrors & { sent?: boolean }>({});
  const wait = useResendWait();

  useEffect(() => {
    if (!opened) return;
    setCode('');
    setDone(false);
    setErrors({});
  }, [opened]);

  const refused = (error: unknown) => {
    const shown = refusalOf(error, 'code', wait);
    if (shown) setErrors(shown);
  };

  const sendCode = async () => {
    setErrors({});
    try {
      const sent = await send.mutateAsync();
      wait.holdFor(sent.resend_after);
      setCode('');
      setErrors({ sent: true });
    } catch (error) {
      refused(error);
    }
  };

  const checkCode = async (value: string) => {
    const problem = codeProblem(t, value, EMAIL_CODE_LENGTH);
    if (problem) return setErrors({ code: problem });
    setErrors({});
    try {
      await verify.mutateAsync(value);
      setDone(true);
    } catch (error) {
      setCode('');
      refused(error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('account.emailVerify.title')} centered data-testid="email-verify">
      {done ? (
        <CodeDone text={t('account.emailVerify.done', { email })} testId="email-verify-done" onClose={onClose} />
      ) : (
        <CodeEntry
          status={errors.sent ? t('account.emailVerify.sentAgain', { email }) : t('account.emailVerify.intro', { email, length: EMAIL_CODE_LENGTH })}
          inputId="email-code"
          testId="email-code"
          length={EMAIL_CODE_LENGTH}
          code={code}
          onCodeChange={setCode}
          onCheck={(value) => void checkCode(value)}
          errors={errors}
          actionsJustify="flex-end"
          actions={
            <ResendButton
              wait={wait}
              loading={send.isPending}
              onClick={() => void sendCode()}
              label={t('account.emailVerify.sendNew')}
              data-testid="email-resend"
            />
          }
          submitLabel={t('account.emailVerify.submit')}
          submitting={verify.isPending}
          submitTestId="email-verify-submit"
        />
      )}
    </Modal>
  );
}
