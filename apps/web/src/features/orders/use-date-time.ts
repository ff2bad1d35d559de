/** An order's times in the reader's language (the app's Intl formatting, as notices and reviews use it). */
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';

export function useDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => (iso ? format.format(new Date(iso)) : '');
}

/** A calendar day (`2026-11-24`, as a send-back date) in the reader's language: "Nov 24, 2026", the same day everywhere. */
export function useDay(): (day: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => (day ? format.format(new Date(`${day}T00:00:00Z`)) : '');
}
