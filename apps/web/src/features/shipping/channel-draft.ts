/**
 * A delivery channel as its form edits it: amounts in US dollars as typed ('' for none), names
 * per language ('' for "show the English one"); and the conversions from and to the API's
 * channel (US cents). A new channel starts from the next free code.
 * @example toChannelInput({ ...newChannelDraft([]), name_en: 'Post', fee: 2.5 }) // { code: 'channel-1', fee: 250, … }
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import type { ShippingChannel, ShippingChannelInput } from '@agora/contract/shipping';

export type Names = Record<Lang, string>;

export interface ChannelDraft {
  code: string;
  names: Names;
  fee: number | '';
  free_above: number | '';
  days_min: number | '';
  days_max: number | '';
  countries: string[];
}

const noNames = (): Names => Object.fromEntries(LANGS.map((lang) => [lang, ''])) as Names;
const dollars = (cents: number) => cents / 100;
const cents = (value: number | '') => Math.round(Number(value || 0) * 100);

export const draftOfChannel = (channel: ShippingChannel): ChannelDraft => ({
  code: channel.code,
  names: Object.fromEntries(LANGS.map((lang) => [lang, channel[`name_${lang}`] ?? ''])) as Names,
  fee: dollars(channel.fee),
  free_above: channel.free_above === null ? '' : dollars(channel.free_above),
  days_min: channel.days_min,
  days_max: channel.days_max,
  countries: [...channel.countries],
});

/** A new channel: a code no other channel in the list has, no fee, 3 to 7 days, every country. */
export function newChannelDraft(others: readonly ChannelDraft[]): ChannelDraft {
  const taken = new Set(others.map((c) => c.code));
  let n = others.length + 1;
  while (taken.has(`channel-${n}`)) n++;
  return { code: `channel-${n}`, names: noNames(), fee: 0, free_above: '', days_min: 3, days_max: 7, countries: [] };
}

export const toChannelInput = (draft: ChannelDraft): ShippingChannelInput => ({
  code: draft.code.trim(),
  ...(Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, draft.names[lang].trim()])) as Record<`name_${Lang}`, string>),
  fee: cents(draft.fee),
  free_above: draft.free_above === '' ? null : cents(draft.free_above),
  days_min: Number(draft.days_min || 0),
  days_max: Number(draft.days_max || 0),
  countries: draft.countries,
});

/** The name buyers reading `lang` see: theirs, else the English one. */
export const shownName = (draft: ChannelDraft, lang: string): string => draft.names[lang as Lang]?.trim() || draft.names.en.trim();
