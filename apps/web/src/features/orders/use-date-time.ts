/** An order's times in the reader's language (the app's Intl formatting, as notices and reviews use it). */
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';

export function useDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => (iso ? format.format(new Date(iso)) : '');
}
