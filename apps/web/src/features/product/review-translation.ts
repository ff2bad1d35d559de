/**
 * A review written in another language than the reader's offers "See translation": a link that
 * opens Google Translate in a new tab with the text and the reader's language. No translation
 * service is reachable from the mall, so nothing is translated here and nothing loads until the
 * reader clicks (docs/decisions.md). A review whose language is not known (written before it was
 * kept) offers it too; the translator detects the language itself.
 * @example translationLink('とても良い', 'en') // 'https://translate.google.com/?sl=auto&tl=en&text=%E3%81%A8…&op=translate'
 */
import type { Review } from '@agora/contract/catalog';
import { BCP47, isLang } from '@agora/contract/locale';

/** Whether the reader reads another language than the review's (or the review's is not known). */
export function needsTranslation(review: Pick<Review, 'lang' | 'comment'>, readerLang: string): boolean {
  return review.comment.trim() !== '' && review.lang !== readerLang;
}

/** The translator's page for the text, into the reader's language. */
export function translationLink(text: string, readerLang: string): string {
  const target = isLang(readerLang) ? BCP47[readerLang] : 'en';
  const query = new URLSearchParams({ sl: 'auto', tl: target, text, op: 'translate' });
  return `https://translate.google.com/?${query.toString()}`;
}
