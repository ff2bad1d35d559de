/** A page's date in the reader's language, without the time: "24 November 2026", "2026年11月24日". */
import { localeTag } from '../../lib/i18n';

export function formatDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'long' }).format(new Date(iso));
}
