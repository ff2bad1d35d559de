/**
 * The shop's delivery settings, saved as a whole with one button: its channels (or a notice that
 * it ships by the mall's default ones, with a way to start its own from a copy of them), handling
 * days, pickup address and vacation. A refusal shows at the field the server names
 * (`channels.1.code`, `pickup_address.country`, `vacation_until`), as the other seller forms do.
 */
import type { PickupAddress, SellerShipping, SellerShippingInput } from '@agora/contract/shipping';
import { MAX_HANDLING_DAYS } from '@agora/contract/shipping';
import { Alert, Button, Group, NumberInput, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { useSaveSellerShipping, useSellerShipping } from '../../shipping/api';
import { type ChannelDraft, draftOfChannel, toChannelInput } from '../../shipping/channel-draft';
import { ChannelList } from '../../shipping/channel-list';
import { Panel } from '../../system/panel';
import { useUsd } from '../money';
import { PickupAddressFields } from './pickup-address-fields';

interface Form {
  /** The shop keeps channels of its own (else it ships by the mall's). */
  own: boolean;
  channels: ChannelDraft[];
  handling_days: number | '';
  pickup: PickupAddress;
  vacation: boolean;
  /** The day the shop is back, `YYYY-MM-DD` in the seller's time zone. */
  back: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** Tomorrow: the earliest day a vacation can end. */
const tomorrow = () => dayOf(new Date(Date.now() + 86_400_000));

const formOf = (shipping: SellerShipping): Form => ({
  own: shipping.uses_mall_default === 0,
  channels: shipping.uses_mall_default === 0 ? shipping.channels.map(draftOfChannel) : [],
  handling_days: shipping.handling_days,
  pickup: { ...shipping.pickup_address },
  vacation: shipping.vacation_until !== null,
  back: shipping.vacation_until ? dayOf(new Date(shipping.vacation_until)) : '',
});

const inputOf = (form: Form): SellerShippingInput => ({
  channels: form.own ? form.channels.map(toChannelInput) : [],
  handling_days: Number(form.handling_days || 0),
  pickup_address: form.pickup,
  // The start of the chosen day where the seller is.
  vacation_until: form.vacation && form.back ? new Date(`${form.back}T00:00`).toISOString() : null,
});

export default function ShippingPage() {
  const shipping = useSellerShipping();
  if (!shipping.data) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={32} w={220} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  return <ShippingForm shipping={shipping.data} />;
}

function ShippingForm({ shipping }: { shipping: SellerShipping }) {
  const { t, i18n } = useTranslation();
  const usd = useUsd(i18n.language);
  const save = useSaveSellerShipping();
  const [form, setForm] = useState(() => formOf(shipping));
  const [backMissing, setBackMissing] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const failure = save.error instanceof ApiError ? save.error : null;
  const refusal = failure?.field ? { field: failure.field, text: errorText(failure) } : null;
  const errorAt = (field: string) => (refusal?.field === field ? refusal.text : undefined);
  const known = failure?.field && /^(channels\.\d|handling_days|pickup_address\.|vacation_until)/.test(failure.field);

  const submit = () => {
    const missing = form.vacation && !form.back;
    setBackMissing(missing);
    if (missing) return;
    save.mutate(inputOf(form), {
      onSuccess: (saved) => {
        setForm(formOf(saved));
        toast.emit({ kind: 'success', message: t('seller.shipping.saved') });
      },
    });
  };

  return (
    <Stack gap="md" data-testid="shipping-settings">
      <div>
        <Title order={1} fz="h2">
          {t('seller.shipping.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('seller.shipping.intro')}
        </Text>
      </div>
      {failure && !known && (
        <Alert color="red" role="alert" data-testid="save-error">
          {errorText(failure)}
        </Alert>
      )}

      <Panel title={t('seller.shipping.channels')} description={t('seller.shipping.channelsHint')} testId="shipping-channels">
        {form.own ? (
          <>
            <ChannelList channels={form.channels} onChange={(channels) => set('channels', channels)} refusal={refusal} money={usd} />
            {form.channels.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t('seller.shipping.noneMeansDefault')}
              </Text>
            )}
            <Group>
              <Button
                variant="subtle"
                onClick={() => setForm((f) => ({ ...f, own: false, channels: [] }))}
                // Long in some languages: wraps on a phone rather than being cut.
                styles={{ root: { height: 'auto', maxWidth: '100%', paddingBlock: 6 }, label: { whiteSpace: 'normal', overflow: 'visible' } }}
                data-testid="use-mall-default"
              >
                {t('seller.shipping.useMallDefault')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Alert
              color="blue"
              variant="light"
              icon={<IconTruckDelivery size={18} />}
              title={t('seller.shipping.mallDefaultTitle')}
              data-testid="mall-default-notice"
            >
              {t('seller.shipping.mallDefaultBody')}
            </Alert>
            <ChannelList channels={shipping.mall_default.map(draftOfChannel)} money={usd} readOnly />
            <Group>
              <Button
                variant="light"
                onClick={() => setForm((f) => ({ ...f, own: true, channels: shipping.mall_default.map(draftOfChannel) }))}
                data-testid="set-own-channels"
              >
                {t('seller.shipping.setOwn')}
              </Button>
            </Group>
          </>
        )}
      </Panel>

      <Panel title={t('seller.shipping.handling')} description={t('seller.shipping.handlingHint')}>
        <NumberInput
          label={t('seller.shipping.handlingDays')}
          min={0}
          max={MAX_HANDLING_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={200}
          value={form.handling_days}
          onChange={(v) => set('handling_days', v === '' ? '' : Number(v))}
          error={errorAt('handling_days')}
          data-testid="handling-days"
        />
      </Panel>

      <Panel title={t('seller.shipping.pickup')} description={t('seller.shipping.pickupHint')}>
        <PickupAddressFields value={form.pickup} onChange={(pickup) => set('pickup', pickup)} errorOf={(field) => errorAt(`pickup_address.${field}`)} />
      </Panel>

      <Panel title={t('seller.shipping.vacation')} description={t('seller.shipping.vacationHint')} testId="vacation">
        <Switch
          label={t('seller.shipping.onVacation')}
          checked={form.vacation}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setForm((f) => ({ ...f, vacation: on, back: on ? f.back || tomorrow() : '' }));
          }}
          data-testid="vacation-switch"
        />
        {form.vacation && (
          <TextInput
            type="date"
            label={t('seller.shipping.backOn')}
            required
            min={tomorrow()}
            maw={240}
            value={form.back}
            onChange={(e) => set('back', e.currentTarget.value)}
            error={backMissing ? t('seller.shipping.backRequired') : errorAt('vacation_until')}
            data-testid="vacation-until"
          />
        )}
      </Panel>

      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="save-shipping">
          {t('seller.shipping.save')}
        </Button>
      </Group>
    </Stack>
  );
}
