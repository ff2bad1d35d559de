/**
 * Adding or editing a wallet type: its name and code, where buyers send the money (an address or
 * bank details, shown on their top-up page), the rate (units per US dollar; top-ups already
 * submitted keep theirs), whether it is offered, and its place in the list. The name has a tab per
 * language, as categories' names do: buyers read theirs, else the English one (issue 23).
 */
import type { WalletTypeAdmin } from '@agora/contract/topups';
import { Group, Modal, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { NameFields, type Names, nameBody, namesOf } from '../catalogue/name-fields';
import { FormFooter } from '../components/form-footer';
import { useSaveWalletType, type WalletTypeDraft } from './money-api';
import { NO_REFUSAL, type Refusal, refusalFor } from './refusal';

const FIELDS = ['name', 'code', 'receive_address', 'rate', 'enabled', 'sort'] as const;
const EMPTY: WalletTypeDraft = { name: '', code: '', receive_address: '', rate: 1, enabled: 1, sort: 0 };
const CODE = /^[A-Za-z0-9_-]{2,30}$/;

export function WalletTypeForm({ opened, walletType, onClose }: { opened: boolean; walletType: WalletTypeAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWalletType();
  const [draft, setDraft] = useState<WalletTypeDraft>(EMPTY);
  const [names, setNames] = useState<Names>(namesOf(null));
  const [rate, setRate] = useState<number | string>(1);
  const [sort, setSort] = useState<number | string>(0);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  useEffect(() => {
    if (!opened) return;
    const start = walletType ?? EMPTY;
    setDraft(start);
    setNames(namesOf({ ...walletType, name_en: start.name }));
    setRate(start.rate);
    setSort(start.sort);
    setTried(false);
    setRefusal(NO_REFUSAL);
  }, [opened, walletType]);

  const problems = {
    name: names.en.trim() === '' ? t('admin.money.settings.nameRequired') : undefined,
    code: CODE.test(draft.code.trim()) ? undefined : t('admin.money.settings.codeRule'),
    rate: Number(rate) > 0 ? undefined : t('admin.money.settings.rateRule'),
  };
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : undefined) ?? refusal.fields[field];

  const submit = () => {
    setTried(true);
    if (problems.name || problems.code || problems.rate) return;
    setRefusal(NO_REFUSAL);
    save.mutate(
      { ...draft, ...nameBody(names), name: names.en.trim(), id: walletType?.id, rate: Number(rate), sort: Number(sort) || 0 },
      {
        onSuccess: (saved) => {
          toast.emit({ kind: 'success', message: t('admin.money.settings.walletSaved', { name: saved.name }) });
          onClose();
        },
        onError: (error) => setRefusal(refusalFor(error, FIELDS)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={walletType ? t('admin.money.settings.editWallet') : t('admin.money.settings.addWallet')} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <NameFields names={names} onChange={setNames} tried={tried} testId="wallet-type-name" />
          {refusal.fields.name && (
            <Text fz="sm" c="red">
              {refusal.fields.name}
            </Text>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('admin.money.settings.walletCode')}
              description={t('admin.money.settings.walletCodeHint')}
              required
              maxLength={30}
              value={draft.code}
              onChange={(event) => setDraft({ ...draft, code: event.currentTarget.value.toUpperCase() })}
              error={shown('code')}
            />
          </Group>
          <Textarea
            label={t('admin.money.settings.receiveAddress')}
            description={t('admin.money.settings.receiveAddressHint')}
            autosize
            minRows={2}
            maxLength={1000}
            value={draft.receive_address}
            onChange={(event) => setDraft({ ...draft, receive_address: event.currentTarget.value })}
            error={refusal.fields.receive_address}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('admin.money.settings.rate')}
              description={t('admin.money.settings.rateHint')}
              required
              decimalScale={6}
              allowNegative={false}
              hideControls
              clampBehavior="none"
              value={rate}
              onChange={setRate}
              error={shown('rate')}
            />
            <NumberInput
              label={t('admin.money.settings.sort')}
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={10_000}
              value={sort}
              onChange={setSort}
              error={refusal.fields.sort}
            />
          </Group>
          <Switch
            label={t('admin.money.settings.enabled')}
            checked={draft.enabled === 1}
            onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked ? 1 : 0 })}
          />
          <FormFooter
            message={refusal.message}
            pending={save.isPending}
            onCancel={onClose}
            cancelLabel={t('admin.review.cancel')}
            submitLabel={t('admin.money.settings.save')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
