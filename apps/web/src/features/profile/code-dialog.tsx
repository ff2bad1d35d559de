/**
 * The parts the "type the code we sent" dialogs share (the phone's SMS code, the e-mail's mailed
 * code): the six boxes with their label and error, the resend button with its countdown, the
 * submit button, and the "done" panel. Each dialog keeps its own texts, test ids and steps.
 * @example
 * const wait = useResendWait();
 * <CodeEntry inputId="email-code" testId="email-code" length={6} code={code} onCodeChange={setCode} onCheck={checkCode}
 *   status={t('account.emailVerify.intro', { email, length: 6 })} errors={errors}
 *   actions={<ResendButton wait={wait} loading={send.isPending} onClick={sendCode} label={t('forgot.resend')} data-testid="email-resend" />}
 *   submitLabel={t('account.emailVerify.submit')} submitting={verify.isPending} submitTestId="email-verify-submit" />
 */
import { ErrorCode } from '@agora/contract/errors';
import { Alert, Button, Group, PinInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

/** What a code dialog shows as wrong: beside a field (`code`, `phone`), or above the buttons. */
export type CodeErrors = { code?: string; phone?: string; alert?: string };

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

export type ResendWait = { seconds: number; holdFor: (seconds: number) => void };

/** How long the resend button still waits, ticking down; `holdFor` starts a new wait. */
export function useResendWait(): ResendWait {
  const [until, setUntil] = useState(0);
  return { seconds: useSecondsLeft(until), holdFor: (seconds) => setUntil(Date.now() + seconds * 1000) };
}

/**
 * Where a refused request's message goes: beside `field` when the refusal names it, else above the
 * buttons; a wait (1000010) also holds the resend button. Nothing for a failure that is not an answer.
 */
export function refusalOf(error: unknown, field: 'code' | 'phone', wait: ResendWait): CodeErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.tooManyRequests && typeof error.params?.seconds === 'number') wait.holdFor(error.params.seconds);
  return error.field === field ? { [field]: error.message } : { alert: error.message };
}

/** The "type N digits" message when `value` is not a whole code; null when it is. */
export const codeProblem = (t: TFunction, value: string, length: number): string | null =>
  new RegExp(`^\\d{${length}}$`).test(value) ? null : t('validation.code', { length });

/** Another code: disabled with the seconds left while the wait runs. */
export function ResendButton({
  wait,
  loading,
  onClick,
  label,
  'data-testid': testId,
}: {
  wait: ResendWait;
  loading: boolean;
  onClick: () => void;
  label: string;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} disabled={wait.seconds > 0} loading={loading} data-testid={testId}>
      {wait.seconds > 0 ? t('forgot.resendIn', { seconds: wait.seconds }) : label}
    </Button>
  );
}

/** An error message above the buttons, when there is one. */
export const CodeAlert = ({ message }: { message?: string }) =>
  message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;

/**
 * The code step: what was sent where, the boxes (a complete code is checked at once), the actions
 * row (resend, and whatever else the dialog offers) and the submit button.
 */
export function CodeEntry(props: {
  status: ReactNode;
  inputId: string;
  testId: string;
  length: number;
  code: string;
  onCodeChange: (code: string) => void;
  onCheck: (code: string) => void;
  errors: CodeErrors;
  actions: ReactNode;
  actionsJustify: 'space-between' | 'flex-end';
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog may sit inside the profile form in React's tree: its submit is not that form's.
        event.stopPropagation();
        props.onCheck(props.code);
      }}
    >
      <Stack gap="sm">
        <Text fz="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
          {props.status}
        </Text>
        <div>
          <Text component="label" fz="sm" fw={500} htmlFor={props.inputId} display="block" mb={4}>
            {t('forgot.code')}
          </Text>
          <PinInput
            id={props.inputId}
            length={props.length}
            type="number"
            oneTimeCode
            autoFocus
            size="md"
            gap={6}
            value={props.code}
            onChange={props.onCodeChange}
            onComplete={props.onCheck}
            error={Boolean(props.errors.code)}
            aria-label={t('forgot.code')}
            data-testid={props.testId}
          />
          {props.errors.code && (
            <Text c="red" fz="xs" mt={4} role="alert">
              {props.errors.code}
            </Text>
          )}
        </div>
        <CodeAlert message={props.errors.alert} />
        <Group justify={props.actionsJustify} gap="xs">
          {props.actions}
        </Group>
        <Button type="submit" loading={props.submitting} fullWidth data-testid={props.submitTestId}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The closing panel once the code was right: a check mark, what is now proved, and "Done". */
export function CodeDone({ text, testId, onClose }: { text: string; testId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon color="teal" variant="light" size={48} radius="xl">
        <IconCircleCheck size={30} aria-hidden />
      </ThemeIcon>
      <Text fw={500} role="status" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {text}
      </Text>
      <Button onClick={onClose} fullWidth>
        {t('profile.done')}
      </Button>
    </Stack>
  );
}
