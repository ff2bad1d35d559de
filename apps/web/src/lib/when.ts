/** A record's moment in the reader's language: "24 Nov 2026, 14:05" (one formatter per language); wallet records, messages. */
import { localeTag } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatWhen(iso: string, lang: string): string {
  const tag = localeTag(lang);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(tag, format);
  }
  return format.format(new Date(iso));
}
