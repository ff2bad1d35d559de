/**
 * A notice's amounts in the reader's currency: the server writes them in US dollars and lists each
 * with its cents (`money`), so each written amount is swapped for the same cents in the chosen
 * currency. Notices written before amounts were kept in cents list none and read as written.
 * @example withReaderMoney('Refund of $12.50 paid', [{ text: '$12.50', cents: 1250 }], price) // 'Refund of ¥1,874 paid'
 */
import type { NoticeMoney } from '@agora/contract/notices';

export function withReaderMoney(text: string, money: NoticeMoney[], price: (cents: number) => string): string {
  // Longest first, so "$1.50" never replaces inside "$11.50".
  const amounts = [...money].sort((a, b) => b.text.length - a.text.length);
  return amounts.reduce((out, amount) => out.split(amount.text).join(price(amount.cents)), text);
}
