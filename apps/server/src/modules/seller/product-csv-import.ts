/**
 * Bulk edit from the export's CSV (product-csv-columns.ts). Every line is checked first; then all
 * products are saved in one transaction with the rules of a single save (product-save.ts), and
 * if any line is refused the transaction is rolled back: nothing is applied unless every line is
 * good. Refusals name the line (1 is the header), the column and the reason (a key of the server
 * messages' `reasons`).
 *
 * Lines with a `variant_id` edit that variant of the shop's product `product_id`; lines with a
 * `product_id` and no `variant_id` add a variant to it; lines with neither create products, one
 * per run of lines with the same `name_en` and `category_id` (their `images` are required).
 * Variants the file leaves out are kept. Text changes send a product to review as a save does.
 */
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { type ImportProblem, MAX_PRICE, MAX_STOCK, type ProductSaveInput, productSaveInputSchema } from '@agora/contract/seller';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import type { ProductChange } from '../catalog/catalog-cache';
import { CSV_COLUMNS, type CsvColumn, type CsvRow } from './product-csv-columns';
import { type SaveContext, saveProductIn } from './product-save';
import { findOwnProduct, productImages, productTexts, productVariants } from './queries';

export const MAX_IMPORT_LINES = 5000;

interface Line {
  line: number;
  row: CsvRow;
  options: Record<string, string>;
}

export type ImportOutcome = { ok: true; created: number; updated: number; in_review: number; changes: ProductChange[] } | { ok: false; rows: ImportProblem[] };

const problem = (line: number, column: string, reason: string, params?: Record<string, string | number>): ImportProblem => ({
  line,
  column,
  reason,
  ...(params ? { params } : {}),
});

const ID = /^[1-9]\d{0,9}$/;
const INT = /^\d{1,12}$/;

/** The CSV's lines, or the problem that stops reading it (no header, unknown columns, broken quoting). */
function readLines(csv: string): { lines: Line[]; problems: ImportProblem[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, { columns: true, bom: true, skip_empty_lines: true, trim: true, info: true, max_record_size: 100_000 });
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
    const row = Object.fromEntries(CSV_COLUMNS.map((c) => [c, record[c] ?? ''])) as CsvRow;
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

/** Lines of one product: an existing one by id, or a new one by name and category. */
function groupLines(lines: Line[]): Map<string, Line[]> {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const key = line.row.product_id ? `id:${line.row.product_id}` : `new:${line.row.category_id}:${line.row.name_en}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return groups;
}

/** The save's field path (`variants.2.sku`, `name_es`, `images.0`) as a line and a column. */
function locate(field: string, first: Line, variantLines: (Line | null)[]): { line: number; column: string } {
  const [head, index, column] = field.split('.');
  if (head === 'variants' && index !== undefined) {
    const line = variantLines[Number(index)] ?? first;
    const known = (CSV_COLUMNS as readonly string[]).includes(column ?? '') ? (column as string) : 'sku';
    return { line: line.line, column: known };
  }
  if (head === 'images') return { line: first.line, column: 'images' };
  if ((CSV_COLUMNS as readonly string[]).includes(head ?? '')) return { line: first.line, column: head as string };
  return { line: first.line, column: 'product_id' };
}

class Rollback extends Error {}

/**
 * @example await importCsv(db, { shopId: 2, userId: 9, lang: 'en' }, csvText)
 * // { ok: false, rows: [{ line: 3, column: 'price', reason: 'number' }] } or { ok: true, created: 1, updated: 4, in_review: 1, changes }
 */
export async function importCsv(db: Db, ctx: SaveContext, csv: string): Promise<Result<ImportOutcome>> {
  const { lines, problems } = readLines(csv);
  if (problems.length) return ok({ ok: false, rows: problems });

  const outcome = { created: 0, updated: 0, in_review: 0, changes: [] as ProductChange[] };
  const refused: ImportProblem[] = [];
  let foreign: Result<never> | null = null;
  try {
    await inTransaction(db, async (trx) => {
      for (const group of groupLines(lines).values()) {
        const first = group[0] as Line;
        const row = first.row;
        for (const other of group.slice(1)) {
          for (const column of ['category_id', 'brand_id', 'images', ...LANGS.map((l) => `name_${l}`)] as CsvColumn[]) {
            if (other.row[column] !== row[column] && (column !== 'images' || other.row.images !== '')) refused.push(problem(other.line, column, 'invalid'));
          }
        }
        const productId = row.product_id ? Number(row.product_id) : undefined;
        const existing = productId === undefined ? undefined : await findOwnProduct(trx, ctx.shopId, productId);
        if (productId !== undefined && !existing) {
          foreign = fail(ErrorCode.noData, { field: 'product_id', reason: 'invalid', params: { line: first.line } });
          throw new Rollback();
        }
        const [texts, images, variants] = existing
          ? await Promise.all([productTexts(trx, existing.id), productImages(trx, existing.id), productVariants(trx, existing.id)])
          : [[], [], []];
        const input: Record<string, unknown> = {
          id: productId,
          category_id: Number(row.category_id),
          brand_id: row.brand_id ? Number(row.brand_id) : null,
          images: row.images ? row.images.split('|').map((p) => p.trim()) : images,
        };
        for (const lang of LANGS) {
          const stored = texts.find((t) => t.lang === lang);
          input[`name_${lang}`] = row[`name_${lang}`];
          input[`short_description_${lang}`] = stored?.short_description ?? '';
          input[`description_${lang}`] = stored?.description ?? '';
        }
        // The product's variants as stored, each replaced by its line; lines without a variant_id add one.
        const variantLines: (Line | null)[] = variants.map(() => null);
        const merged: Record<string, unknown>[] = variants.map((v) => ({ ...v }));
        for (const line of group) {
          const values = {
            sku: line.row.sku,
            options: line.options,
            price: Number(line.row.price),
            market_price: Number(line.row.market_price),
            stock: Number(line.row.stock),
          };
          const index = line.row.variant_id ? variants.findIndex((v) => v.id === Number(line.row.variant_id)) : -1;
          if (line.row.variant_id && index < 0) {
            foreign = fail(ErrorCode.noData, { field: 'variant_id', reason: 'invalid', params: { line: line.line } });
            throw new Rollback();
          }
          if (index >= 0) {
            merged[index] = { ...merged[index], ...values };
            variantLines[index] = line;
          } else {
            merged.push({ ...values, image: null, wholesale: [] });
            variantLines.push(line);
          }
        }
        input.variants = merged;
        const parsed = productSaveInputSchema.safeParse(input as ProductSaveInput);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = locate((issue?.path ?? []).join('.'), first, variantLines);
          refused.push(problem(where.line, where.column, issue?.code === 'too_small' && issue.path[0] === 'images' ? 'required' : 'invalid'));
          continue;
        }
        const saved = await saveProductIn(trx, ctx, parsed.data);
        if (!saved.ok) {
          const where = locate(saved.problem?.field ?? '', first, variantLines);
          refused.push(problem(where.line, where.column, saved.problem?.reason ?? 'invalid', saved.problem?.params));
          continue;
        }
        if (existing) outcome.updated += 1;
        else outcome.created += 1;
        if (saved.value.in_review) outcome.in_review += 1;
        if (saved.value.change) outcome.changes.push(saved.value.change);
      }
      if (refused.length) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    if (foreign) return foreign;
    return ok({ ok: false, rows: refused.sort((a, b) => a.line - b.line) });
  }
  return ok({ ok: true, ...outcome });
}
