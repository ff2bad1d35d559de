/**
 * A delivery channel as stored (names as JSON per language, countries as a JSON list) and as the
 * API answers it; the checks a list of channels must pass before it is saved, shop's or mall's.
 */
import { ErrorCode } from '@agora/contract/errors';
import { LANGS, type Lang } from '@agora/contract/locale';
import type { ShippingChannel, ShippingChannelInput } from '@agora/contract/shipping';
import { fail, ok, type Result } from '../../lib/errors';
import { nameIn } from '../../lib/translations';
import type { ShippingChoice } from '../checkout/quote';
import { countryRows } from '../locations/place-data';

/** A channel as the checkout prices it, with the countries it serves (JSON). */
export type ChannelRow = ShippingChoice & { countries: string };

export const CHANNEL_COLUMNS = ['code', 'names', 'fee', 'free_above', 'days_min', 'days_max', 'countries'] as const;

const parsedNames = (names: string): Partial<Record<Lang, string>> => JSON.parse(names || '{}');
export const countriesOf = (row: { countries: string }): string[] => JSON.parse(row.countries || '[]');

export function channelView(row: ChannelRow, lang: Lang): ShippingChannel {
  const names = parsedNames(row.names);
  return {
    code: row.code,
    name: nameIn(row.names, lang),
    ...(Object.fromEntries(LANGS.map((l) => [`name_${l}`, names[l] ?? ''])) as Record<`name_${Lang}`, string>),
    fee: Number(row.fee),
    free_above: row.free_above === null ? null : Number(row.free_above),
    days_min: Number(row.days_min),
    days_max: Number(row.days_max),
    countries: countriesOf(row),
  };
}

/** The row a channel is saved as, `sort` its place in the list. */
export function channelRow(input: ShippingChannelInput, sort: number): ChannelRow & { sort: number } {
  const names = Object.fromEntries(
    LANGS.map((lang) => [lang, (input as Record<string, unknown>)[`name_${lang}`]]).filter(([, name]) => typeof name === 'string' && name !== ''),
  );
  return {
    code: input.code,
    names: JSON.stringify(names),
    fee: input.fee,
    free_above: input.free_above,
    days_min: input.days_min,
    days_max: input.days_max,
    countries: JSON.stringify([...new Set(input.countries)].sort()),
    sort,
  };
}

/** Codes unique in the list, `days_max` not below `days_min`, countries the address book knows: 1000008 naming `channels.N.field`. */
export async function checkChannels(channels: ShippingChannelInput[]): Promise<Result<void>> {
  const known = await countryRows();
  const seen = new Set<string>();
  for (const [index, channel] of channels.entries()) {
    const field = (name: string) => `channels.${index}.${name}`;
    if (seen.has(channel.code)) return fail(ErrorCode.invalidParameter, { field: field('code'), reason: 'taken' });
    seen.add(channel.code);
    if (channel.days_max < channel.days_min)
      return fail(ErrorCode.invalidParameter, { field: field('days_max'), reason: 'tooSmall', params: { min: channel.days_min } });
    const unknown = channel.countries.findIndex((country) => !known.has(country));
    if (unknown >= 0) return fail(ErrorCode.invalidParameter, { field: `${field('countries')}.${unknown}`, reason: 'invalid' });
  }
  return ok(undefined);
}
