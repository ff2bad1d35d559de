/**
 * US cents as the server writes them into texts (notices, refusal messages): `2500` → `$25.00`.
 * The web app shows amounts in the reader's own currency from the cents it is given beside the
 * text (`params.min`, the record's fields).
 */
export function formatUsd(cents: number): string {
  const abs = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
