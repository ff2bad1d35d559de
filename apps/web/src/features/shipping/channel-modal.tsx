/**
 * One delivery channel in a dialog (the whole screen on a phone): code, English name, the other
 * languages' names folded away, fee and free-above amount in dollars, days in transit, countries.
 * Checked here first; "Done" puts it back in the list, which the page saves as a whole. A refusal
 * the server made for this channel shows at its field.
 * @example <ChannelModal draft={editing} others={rest} errors={{ code: '…' }} onDone={apply} onClose={close} />
 */
import { LANGS } from '@agora/contract/locale';
import { MAX_SHIPPING_AMOUNT, MAX_SHIPPING_DAYS, SHIPPING_NAME_MAX } from '@agora/contract/shipping';
import { Button, Collapse, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../locale/api';
import type { ChannelDraft } from './channel-draft';
import { CountrySelect } from './country-select';

/** Dollars with cents, as product prices are typed in the seller centre; nothing clamped behind the user's back. */
const DOLLARS = { decimalScale: 2, min: 0, prefix: '$', hideControls: true, thousandSeparator: ',', allowNegative: false, clampBehavior: 'none' } as const;
const DAYS = { min: 0, max: MAX_SHIPPING_DAYS, allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;
const CODE = /^[a-z0-9_-]{1,40}$/;
const OTHER_LANGS = LANGS.filter((lang) => lang !== 'en');

export type ChannelErrors = Partial<Record<'code' | 'name_en' | 'fee' | 'free_above' | 'days_min' | 'days_max' | 'countries', string>>;

export function ChannelModal({
  draft,
  isNew,
  otherCodes,
  errors,
  onDone,
  onClose,
}: {
  draft: ChannelDraft | null;
  isNew: boolean;
  /** The other channels' codes: a code is unique in the list. */
  otherCodes: readonly string[];
  /** The server's refusals for this channel, by field. */
  errors: ChannelErrors;
  onDone: (draft: ChannelDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      fullScreen={narrow}
      size="lg"
      title={isNew ? t('shippingChannels.newTitle') : t('shippingChannels.editTitle', { code: draft?.code ?? '' })}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* A fresh form for each channel opened. */}
      {draft && <ChannelFields key={draft.code} initial={draft} otherCodes={otherCodes} serverErrors={errors} onDone={onDone} onCancel={onClose} />}
    </Modal>
  );
}

function ChannelFields({
  initial,
  otherCodes,
  serverErrors,
  onDone,
  onCancel,
}: {
  initial: ChannelDraft;
  otherCodes: readonly string[];
  serverErrors: ChannelErrors;
  onDone: (draft: ChannelDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { data: languages = [] } = useLanguages();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<ChannelErrors | null>(null);
  const [namesOpen, setNamesOpen] = useState(OTHER_LANGS.some((lang) => initial.names[lang]));
  const set = <K extends keyof ChannelDraft>(key: K, value: ChannelDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  /** What is wrong with a field: this form's check once "Done" was pressed, else the server's word until the field is changed. */
  const errorOf = (field: keyof ChannelErrors) => {
    if (checked) return checked[field];
    const unchanged = field === 'name_en' ? draft.names.en === initial.names.en : draft[field] === initial[field];
    return unchanged ? serverErrors[field] : undefined;
  };
  const filled = OTHER_LANGS.filter((lang) => draft.names[lang].trim()).length;

  const problems = (d: ChannelDraft): ChannelErrors => {
    const code = d.code.trim().toLowerCase();
    const amountProblem = (value: number | '', optional: boolean) =>
      value === '' ? (optional ? undefined : t('shippingChannels.required')) : value * 100 > MAX_SHIPPING_AMOUNT ? t('shippingChannels.tooMuch') : undefined;
    const dayProblem = (value: number | '') =>
      value === '' ? t('shippingChannels.required') : value > MAX_SHIPPING_DAYS ? t('shippingChannels.tooManyDays', { max: MAX_SHIPPING_DAYS }) : undefined;
    const found: ChannelErrors = {
      code: !CODE.test(code) ? t('shippingChannels.codeInvalid') : otherCodes.includes(code) ? t('shippingChannels.codeTaken') : undefined,
      name_en: d.names.en.trim() ? undefined : t('shippingChannels.nameRequired'),
      fee: amountProblem(d.fee, false),
      free_above: amountProblem(d.free_above, true),
      days_min: dayProblem(d.days_min),
      days_max: dayProblem(d.days_max) ?? (d.days_min !== '' && d.days_max !== '' && d.days_max < d.days_min ? t('shippingChannels.daysOrder') : undefined),
    };
    return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as ChannelErrors;
  };

  const done = () => {
    const found = problems(draft);
    if (Object.keys(found).length > 0) {
      setChecked(found);
      return;
    }
    onDone({ ...draft, code: draft.code.trim().toLowerCase() });
  };

  return (
    <Stack gap="sm" data-testid="channel-form">
      <TextInput
        label={t('shippingChannels.code')}
        description={t('shippingChannels.codeHint')}
        required
        maxLength={40}
        value={draft.code}
        onChange={(e) => set('code', e.currentTarget.value)}
        error={errorOf('code')}
        autoCapitalize="off"
        autoComplete="off"
        spellCheck={false}
        data-testid="channel-code"
      />
      <TextInput
        label={t('shippingChannels.nameEn')}
        required
        maxLength={SHIPPING_NAME_MAX}
        value={draft.names.en}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => ({ ...d, names: { ...d.names, en: value } }));
        }}
        error={errorOf('name_en')}
        lang="en"
        data-testid="channel-name-en"
      />
      <div>
        <UnstyledButton onClick={() => setNamesOpen((o) => !o)} aria-expanded={namesOpen} data-testid="channel-other-names">
          <Group gap={4} wrap="nowrap">
            {namesOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            <Text fz="sm" fw={500}>
              {t('shippingChannels.otherNames', { filled, total: OTHER_LANGS.length })}
            </Text>
          </Group>
        </UnstyledButton>
        <Collapse expanded={namesOpen}>
          <Stack gap="xs" pt="xs">
            <Text fz="xs" c="dimmed">
              {t('shippingChannels.otherNamesHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {OTHER_LANGS.map((lang) => (
                <TextInput
                  key={lang}
                  label={<span lang={lang}>{languages.find((l) => l.code === lang)?.name ?? lang}</span>}
                  placeholder={draft.names.en}
                  maxLength={SHIPPING_NAME_MAX}
                  value={draft.names[lang]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setDraft((d) => ({ ...d, names: { ...d.names, [lang]: value } }));
                  }}
                  lang={lang}
                  data-testid={`channel-name-${lang}`}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Collapse>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          {...DOLLARS}
          label={t('shippingChannels.fee')}
          required
          value={draft.fee}
          onChange={(v) => set('fee', v === '' ? '' : Number(v))}
          error={errorOf('fee')}
          data-testid="channel-fee"
        />
        <NumberInput
          {...DOLLARS}
          label={t('shippingChannels.freeAbove')}
          description={t('shippingChannels.freeAboveHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={draft.free_above}
          onChange={(v) => set('free_above', v === '' ? '' : Number(v))}
          error={errorOf('free_above')}
          data-testid="channel-free-above"
        />
        <NumberInput
          {...DAYS}
          label={t('shippingChannels.daysMin')}
          required
          value={draft.days_min}
          onChange={(v) => set('days_min', v === '' ? '' : Number(v))}
          error={errorOf('days_min')}
          data-testid="channel-days-min"
        />
        <NumberInput
          {...DAYS}
          label={t('shippingChannels.daysMax')}
          required
          value={draft.days_max}
          onChange={(v) => set('days_max', v === '' ? '' : Number(v))}
          error={errorOf('days_max')}
          data-testid="channel-days-max"
        />
      </SimpleGrid>
      <CountrySelect value={draft.countries} onChange={(codes) => set('countries', codes)} error={errorOf('countries')} />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel}>
          {t('shippingChannels.cancel')}
        </Button>
        <Button onClick={done} data-testid="channel-done">
          {t('shippingChannels.done')}
        </Button>
      </Group>
    </Stack>
  );
}
