/**
 * A coupon's words with each price in them kept on one line: the ticket's stub is narrow and
 * breaks its title anywhere, which without this could leave "Rp1.250." above "000 off".
 * @example <WholeAmounts text="Min. spend ¥4,536" amounts={['¥4,536']} />
 */
import { Fragment } from 'react';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function WholeAmounts({ text, amounts }: { text: string; amounts: string[] }) {
  const wanted = [...new Set(amounts)].filter((a) => a !== '');
  if (wanted.length === 0) return text;
  const parts = text.split(new RegExp(`(${wanted.map(literal).join('|')})`));
  return parts.map((part, i) =>
    // Odd parts are the amounts the split captured.
    i % 2 === 1 ? (
      <span key={i} className="agora-ticket-amount">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
