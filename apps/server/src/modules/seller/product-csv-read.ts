/**
 * Reading an import's CSV (product-csv-columns.ts): its lines, each checked on its own (ids,
 * lengths, numbers, the options' JSON), and every problem found, naming the line (1 is the
 * header), the column and the reason (a key of the server messages' `reasons`). The export's
 * formula guard is taken off each cell (product-csv-formula-guard.ts). The text is parsed a piece
 * at a time, with `pause()` between pieces: 5,000 lines at once kept the server from answering
 * anyone else for 100-250 ms.
 * @example await readLines('product_id,variant_id,sku,…\n,,LAMP-01,…', pause) // { lines: [{ line: 2, row, options }], problems: [] }
 */
import { finished } from 'node:stream/promises';
import { LANGS } from '@agora/contract/locale';
import { type ImportProblem, MAX_PRICE, MAX_STOCK } from '@agora/contract/seller';
import { parse } from 'csv-parse';
import { CSV_COLUMNS, type CsvColumn, type CsvRow } from './product-csv-columns';
import { unguardFormula } from './product-csv-formula-guard';

export const MAX_IMPORT_LINES = 5000;

export interface Line {
  line: number;
  row: CsvRow;
  options: Record<string, string>;
}

export const problem = (line: number, column: string, reason: string, params?: Record<string, string | number>): ImportProblem => ({
  line,
  column,
  reason,
  ...(params ? { params } : {}),
});

const ID = /^[1-9]\d{0,9}$/;
const INT = /^\d{1,12}$/;

/** Characters parsed between two pauses. */
const PIECE = 16 * 1024;

type CsvRecord = { record: Record<string, string>; info: { lines: number } };

/** The records of RFC 4180 text, parsed PIECE characters at a time; throws csv-parse's error (with its `lines`). */
async function parseRecords(csv: string, pause: () => Promise<void>): Promise<CsvRecord[]> {
  const parser = parse({ columns: true, bom: true, skip_empty_lines: true, trim: true, info: true, max_record_size: 100_000 });
  const records: CsvRecord[] = [];
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record);
  });
  // Handled at once: a failure met while pausing would otherwise be an unhandled rejection.
  let failure: unknown = null;
  const done = finished(parser).catch((error: unknown) => {
    failure = error;
  });
  for (let at = 0; at < csv.length && !failure && !parser.destroyed; at += PIECE) {
    parser.write(csv.slice(at, at + PIECE));
    await pause();
  }
  if (!failure && !parser.destroyed) parser.end();
  await done;
  if (failure) throw failure;
  return records;
}

/** The CSV's lines, or the problem that stops reading it (no header, unknown columns, broken quoting). */
export async function readLines(csv: string, pause: () => Promise<void>): Promise<{ lines: Line[]; problems: ImportProblem[] }> {
  let records: CsvRecord[];
  try {
    records = await parseRecords(csv, pause);
  } catch (error) {
    const line = Number((error as { lines?: number }).lines ?? 1);
    return { lines: [], problems: [problem(line, 'file', 'invalid')] };
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = CSV_COLUMNS.filter((c) => c !== 'images' && records.length > 0 && !header.includes(c));
  if (missing.length) return { lines: [], problems: missing.map((c) => problem(1, c, 'required')) };
  if (records.length === 0) return { lines: [], problems: [problem(1, 'file', 'required')] };
  if (records.length > MAX_IMPORT_LINES) return { lines: [], problems: [problem(1, 'file', 'tooBig', { max: MAX_IMPORT_LINES })] };

  const lines: Line[] = [];
  const problems: ImportProblem[] = [];
  for (const { record, info } of records) {
    await pause();
    const row = Object.fromEntries(CSV_COLUMNS.map((c) => [c, unguardFormula(record[c] ?? '')])) as CsvRow;
    const at = info.lines;
    const bad = (column: CsvColumn, reason: string, params?: Record<string, string | number>) => problems.push(problem(at, column, reason, params));
    if (row.product_id && !ID.test(row.product_id)) bad('product_id', 'invalid');
    if (row.variant_id && !ID.test(row.variant_id)) bad('variant_id', 'invalid');
    if (row.variant_id && !row.product_id) bad('product_id', 'required');
    if (!row.sku) bad('sku', 'required');
    else if (row.sku.length > 64) bad('sku', 'tooLong', { max: 64 });
    if (!row.name_en) bad('name_en', 'required');
    for (const lang of LANGS) if (row[`name_${lang}`].length > 200) bad(`name_${lang}`, 'tooLong', { max: 200 });
    if (!ID.test(row.category_id)) bad('category_id', row.category_id ? 'invalid' : 'required');
    if (row.brand_id && !ID.test(row.brand_id)) bad('brand_id', 'invalid');
    let options: Record<string, string> = {};
    try {
      const parsed: unknown = row.options ? JSON.parse(row.options) : {};
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.values(parsed).every((v) => typeof v === 'string'))
        throw new Error();
      options = parsed as Record<string, string>;
    } catch {
      bad('options', 'invalid');
    }
    for (const column of ['price', 'market_price', 'stock'] as const) {
      if (!INT.test(row[column])) bad(column, row[column] ? 'number' : 'required');
    }
    const price = Number(row.price);
    if (INT.test(row.price) && (price < 1 || price > MAX_PRICE)) bad('price', price < 1 ? 'tooSmall' : 'tooBig', price < 1 ? { min: 1 } : { max: MAX_PRICE });
    if (INT.test(row.market_price) && INT.test(row.price) && Number(row.market_price) < price) bad('market_price', 'tooSmall', { min: price });
    if (INT.test(row.stock) && Number(row.stock) > MAX_STOCK) bad('stock', 'tooBig', { max: MAX_STOCK });
    lines.push({ line: at, row, options });
  }
  return { lines, problems };
}
