/**
 * One money settings form: its card (title, fields, the server's refusal above the save button)
 * and its save (check the fields, send, toast the success, put a refused field's reason under it).
 * @example const form = useSettingsSave(useSaveWithdrawSettings(), ['withdraw_min', 'withdraw_fee_bps']);
 */
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { NO_REFUSAL, type Refusal, refusalFor } from './refusal';

export function SettingsCard({
  title,
  loading,
  busy,
  refusal,
  onSave,
  testId,
  children,
}: {
  title: string;
  loading: boolean;
  busy: boolean;
  refusal: Refusal;
  onSave: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {loading ? <Skeleton h={120} /> : children}
          {refusal.message && (
            <Alert color="red" variant="light" role="alert">
              {refusal.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={loading}>
              {t('admin.money.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function useSettingsSave<T>(save: UseMutationResult<unknown, Error, T>, fields: readonly (keyof T & string)[]) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  return {
    refusal,
    /** Sends `settings()` once every field is fine (`ok`); until then the fields show their problems. */
    submit(ok: boolean, settings: () => T) {
      setTried(true);
      if (!ok) return;
      setRefusal(NO_REFUSAL);
      save.mutate(settings(), {
        onSuccess: () => toast.emit({ kind: 'success', message: t('admin.money.settings.saved') }),
        onError: (error) => setRefusal(refusalFor(error, fields)),
      });
    },
    /** The field's own problem once a save was tried, else the server's refusal of it. */
    errorOf(field: keyof T & string, problem: string | false) {
      return (tried && problem ? problem : undefined) ?? refusal.fields[field];
    },
  };
}
