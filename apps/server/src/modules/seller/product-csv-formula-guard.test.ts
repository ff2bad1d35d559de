import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './product-csv-columns';
import { guardFormula, unguardFormula } from './product-csv-formula-guard';
import { readLines } from './product-csv-read';

// Pure: no database (the export and import through the app are in product-csv.test.ts).
describe('the CSV formula guard', () => {
  const risky = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx', '\r=1+1', "'=already quoted", "''+two"];
  const plain = ['Desk lamp', '', "'plain apostrophe", 'a=b', ' =spaced', '{"Color":"Black"}', 'upload/a/b.webp'];

  it('puts an apostrophe before text a spreadsheet would run, and only there', () => {
    for (const text of risky) expect(guardFormula(text)).toBe(`'${text}`);
    for (const text of plain) expect(guardFormula(text)).toBe(text);
  });

  it('takes it off again, so every text comes back as it was', () => {
    for (const text of [...risky, ...plain]) expect(unguardFormula(guardFormula(text))).toBe(text);
    expect(unguardFormula("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unguardFormula("'plain")).toBe("'plain");
  });

  it('survives the CSV itself: a tab or carriage return after the apostrophe is read back, not trimmed', async () => {
    const names = ['\tx', '\r=1+1', '=HYPERLINK("http://x","y")', '@SUM(A1)'];
    const rows = names.map((name, i) => ({
      ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])),
      sku: guardFormula(`-SKU-${i}`),
      name_en: guardFormula(name),
      category_id: '3',
      price: '100',
      market_price: '100',
      stock: '1',
    }));
    const { lines, problems } = await readLines(stringify(rows, { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' }), async () => {});
    expect(problems).toEqual([]);
    expect(lines.map((l) => l.row.name_en)).toEqual(names);
    expect(lines.map((l) => l.row.sku)).toEqual(names.map((_, i) => `-SKU-${i}`));
  });
});
