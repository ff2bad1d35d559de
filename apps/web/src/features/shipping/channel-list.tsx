/**
 * The delivery channels editor both back offices use (the seller centre's delivery page and the
 * console's mall defaults): the channels in the order buyers see them, each with its fee, free-above
 * amount, days and countries; edit one in a dialog, add, remove, move up or down. A refusal the
 * server made for a channel (`channels.1.code`) shows on its row and, opened, at its field.
 * Nothing is saved here: the page saves the list with its other fields.
 * @example <ChannelList channels={drafts} onChange={setDrafts} refusal={{ field: 'channels.0.fee', text }} money={usd} />
 */
import { MAX_SHIPPING_CHANNELS } from '@agora/contract/shipping';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChannelDraft, newChannelDraft, shownName } from './channel-draft';
import { type ChannelErrors, ChannelModal } from './channel-modal';
import { useCountryNames } from './country-select';

/** A refusal of the save: the envelope's field and the sentence to show. */
export interface FieldRefusal {
  field: string;
  text: string;
}

const SHOWN_COUNTRIES = 3;

/** The refusal's part for channel `index`, by field (`channels.1.countries.3` is the channel's countries). */
function errorsOf(refusal: FieldRefusal | null, index: number): ChannelErrors {
  const match = refusal?.field.match(/^channels\.(\d+)\.(\w+)/);
  return match && Number(match[1]) === index ? { [match[2] as keyof ChannelErrors]: refusal?.text } : {};
}

export function ChannelList({
  channels,
  onChange,
  refusal = null,
  money,
  readOnly = false,
}: {
  channels: ChannelDraft[];
  onChange?: (channels: ChannelDraft[]) => void;
  refusal?: FieldRefusal | null;
  /** US cents as the page shows money. */
  money: (cents: number) => string;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryNames();
  /** The channel in the dialog: its place in the list, or -1 for a new one. */
  const [open, setOpen] = useState<{ index: number; draft: ChannelDraft } | null>(null);
  const change = (next: ChannelDraft[]) => onChange?.(next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...channels];
    [next[index], next[index + by]] = [next[index + by] as ChannelDraft, next[index] as ChannelDraft];
    change(next);
  };
  const apply = (draft: ChannelDraft) => {
    if (!open) return;
    change(open.index < 0 ? [...channels, draft] : channels.map((c, i) => (i === open.index ? draft : c)));
    setOpen(null);
  };
  const countries = (codes: string[]) => {
    if (codes.length === 0) return t('shippingChannels.allCountries');
    const named = codes.slice(0, SHOWN_COUNTRIES).map(countryName).join(', ');
    return codes.length > SHOWN_COUNTRIES ? `${named} ${t('shippingChannels.moreCountries', { n: codes.length - SHOWN_COUNTRIES })}` : named;
  };

  return (
    <Stack gap="xs" data-testid="channel-list">
      {channels.length === 0 && (
        <Text c="dimmed" fz="sm">
          {t('shippingChannels.empty')}
        </Text>
      )}
      {channels.map((channel, index) => {
        const problem = Object.values(errorsOf(refusal, index))[0];
        return (
          <Paper
            key={`${index}-${channel.code}`}
            withBorder
            radius="md"
            p="sm"
            style={problem ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
            data-testid="channel-row"
            data-code={channel.code}
          >
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {shownName(channel, i18n.language) || channel.code}
                  </Text>
                  <Badge variant="light" color="gray" tt="none" style={{ maxWidth: '100%' }}>
                    {channel.code}
                  </Badge>
                </Group>
                <Text fz="sm" data-testid="channel-terms">
                  {[
                    channel.fee === 0 || channel.fee === '' ? t('shippingChannels.freeDelivery') : money(Math.round(Number(channel.fee) * 100)),
                    channel.free_above === '' ? null : t('shippingChannels.freeFrom', { amount: money(Math.round(channel.free_above * 100)) }),
                    t('shippingChannels.daysRange', { min: channel.days_min, max: channel.days_max }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="channel-countries-shown">
                  {countries(channel.countries)}
                </Text>
                {problem && (
                  <Text fz="sm" c="red" role="alert" data-testid="channel-problem">
                    {problem}
                  </Text>
                )}
              </Stack>
              {!readOnly && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('shippingChannels.moveUp')}>
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === channels.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('shippingChannels.moveDown')}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => setOpen({ index, draft: channel })}
                    aria-label={t('shippingChannels.edit')}
                    data-testid="channel-edit"
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => change(channels.filter((_, i) => i !== index))}
                    aria-label={t('shippingChannels.remove')}
                    data-testid="channel-remove"
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        );
      })}
      {!readOnly && (
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={channels.length >= MAX_SHIPPING_CHANNELS}
            onClick={() => setOpen({ index: -1, draft: newChannelDraft(channels) })}
            data-testid="channel-add"
          >
            {t('shippingChannels.add')}
          </Button>
          {channels.length >= MAX_SHIPPING_CHANNELS && (
            <Text fz="sm" c="dimmed">
              {t('shippingChannels.limit', { max: MAX_SHIPPING_CHANNELS })}
            </Text>
          )}
        </Group>
      )}
      <ChannelModal
        draft={open?.draft ?? null}
        isNew={open?.index === -1}
        otherCodes={channels.filter((_, i) => i !== open?.index).map((c) => c.code)}
        errors={open ? errorsOf(refusal, open.index) : {}}
        onDone={apply}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
