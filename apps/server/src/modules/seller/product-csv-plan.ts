/**
 * An import's lines as product saves, and the check of all of them before anything is written.
 *
 * Lines with a `variant_id` edit that variant of the shop's product `product_id`; lines with a
 * `product_id` and no `variant_id` add a variant to it; lines with neither create products, one
 * per run of lines with the same `name_en` and `category_id` (their `images` are required).
 * Variants the file leaves out are kept.
 *
 * The check runs every save's rules (product-save-checks.ts) against the shop as it is, reading
 * only. SKUs are the exception: the writes go product after product, so a line may take a SKU
 * that an earlier product of the file gives up, and may not take one an earlier product of the
 * file takes. They are judged here against the shop's SKUs as the file leaves them up to that
 * product (the save's own check, given SKUs that cannot clash, would see the shop as it is now).
 * @example const checked = await checkImport(db, ctx, lines, pause) // { ok: true, plan } or { ok: false, rows } or { ok: false, foreign }
 */
import { ErrorCode } from '@agora/contract/errors';
import { LANGS } from '@agora/contract/locale';
import { type ImportProblem, type ProductSaveInput, type ProductSaveValues, productSaveInputSchema } from '@agora/contract/seller';
import type { Executor } from '../../db/database';
import { fail, type Result } from '../../lib/errors';
import { CSV_COLUMNS, type CsvColumn } from './product-csv-columns';
import { type Line, problem } from './product-csv-read';
import type { SaveContext } from './product-save';
import { checkProductSave } from './product-save-checks';
import { findOwnProduct, type OwnProduct, productImages, productTexts, productVariants, type StoredVariant } from './queries';

/** One product's lines, in file order: the unit the writes are made of. */
export type Group = Line[];

/** Lines of one product: an existing one by id, or a new one by name and category. */
export function groupLines(lines: Line[]): Group[] {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const key = line.row.product_id ? `id:${line.row.product_id}` : `new:${line.row.category_id}:${line.row.name_en}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

/** The save's field path (`variants.2.sku`, `name_es`, `images.0`) as a line and a column. */
export function locate(field: string, group: Group, variantLines: (Line | null)[]): { line: number; column: string } {
  const first = group[0] as Line;
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

export type BuiltSave =
  | { kind: 'foreign'; result: Result<never> }
  | { kind: 'refused'; rows: ImportProblem[] }
  | { kind: 'ready'; input: ProductSaveValues; existing: OwnProduct | undefined; images: string[]; variants: StoredVariant[]; variantLines: (Line | null)[] };

/** The save a product's lines make: the product as stored (read through `db`) with the lines laid over it. */
export async function buildSave(db: Executor, shopId: number, group: Group): Promise<BuiltSave> {
  const first = group[0] as Line;
  const row = first.row;
  const rows: ImportProblem[] = [];
  for (const other of group.slice(1)) {
    for (const column of ['category_id', 'brand_id', 'images', ...LANGS.map((l) => `name_${l}`)] as CsvColumn[]) {
      if (other.row[column] !== row[column] && (column !== 'images' || other.row.images !== '')) rows.push(problem(other.line, column, 'invalid'));
    }
  }
  const productId = row.product_id ? Number(row.product_id) : undefined;
  const existing = productId === undefined ? undefined : await findOwnProduct(db, shopId, productId);
  if (productId !== undefined && !existing) {
    return { kind: 'foreign', result: fail(ErrorCode.noData, { field: 'product_id', reason: 'invalid', params: { line: first.line } }) };
  }
  const [texts, images, variants] = existing
    ? await Promise.all([productTexts(db, existing.id), productImages(db, existing.id), productVariants(db, existing.id)])
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
      return { kind: 'foreign', result: fail(ErrorCode.noData, { field: 'variant_id', reason: 'invalid', params: { line: line.line } }) };
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
    const where = locate((issue?.path ?? []).join('.'), group, variantLines);
    rows.push(problem(where.line, where.column, issue?.code === 'too_small' && issue.path[0] === 'images' ? 'required' : 'invalid'));
  }
  if (rows.length || !parsed.success) return { kind: 'refused', rows };
  return { kind: 'ready', input: parsed.data, existing, images, variants, variantLines };
}

/** The shop's SKUs and the product holding each. */
async function shopSkus(db: Executor, shopId: number): Promise<Map<string, number | string>> {
  const rows = await db.selectFrom('product_variant').select(['sku', 'product_id']).where('shop_id', '=', shopId).execute();
  return new Map(rows.map((r) => [r.sku, r.product_id]));
}

export type CheckedImport = { ok: true; plan: Group[] } | { ok: false; rows: ImportProblem[] } | { ok: false; foreign: Result<never> };

/**
 * Every product of the file checked before anything is written; `pause` lets other requests in
 * now and then (on SQLite each query takes the one connection, and a long run of them would not
 * give it up).
 */
export async function checkImport(db: Executor, ctx: SaveContext, lines: Line[], pause: () => Promise<void>): Promise<CheckedImport> {
  const owners = await shopSkus(db, ctx.shopId);
  const plan: Group[] = [];
  const rows: ImportProblem[] = [];
  for (const [index, group] of groupLines(lines).entries()) {
    await pause();
    const built = await buildSave(db, ctx.shopId, group);
    if (built.kind === 'foreign') return { ok: false, foreign: built.result };
    if (built.kind === 'refused') {
      rows.push(...built.rows);
      continue;
    }
    const { input, existing, variantLines } = built;
    // SKUs that cannot clash, so that the save's check judges the rest (SKUs are judged below).
    const unclashing = { ...input, variants: input.variants.map((v, i) => ({ ...v, sku: `~csv-check-${i}` })) };
    const checked = await checkProductSave(
      db,
      { userId: ctx.userId, shopId: ctx.shopId, productId: existing?.id ?? null, images: built.images, variants: built.variants },
      unclashing,
    );
    if (!checked.ok) {
      const where = locate(checked.problem?.field ?? '', group, variantLines);
      rows.push(problem(where.line, where.column, checked.problem?.reason ?? 'invalid', checked.problem?.params));
      continue;
    }
    const holder = existing?.id ?? `new:${index}`;
    const seen = new Set<string>();
    const taken = input.variants.findIndex((v) => {
      const owner = owners.get(v.sku);
      const clash = seen.has(v.sku) || (owner !== undefined && owner !== holder);
      seen.add(v.sku);
      return clash;
    });
    if (taken >= 0) {
      rows.push(problem(locate(`variants.${taken}.sku`, group, variantLines).line, 'sku', 'taken'));
      continue;
    }
    for (const variant of built.variants) if (owners.get(variant.sku) === holder) owners.delete(variant.sku);
    for (const variant of input.variants) owners.set(variant.sku, holder);
    plan.push(group);
  }
  if (rows.length) return { ok: false, rows: rows.sort((a, b) => a.line - b.line) };
  return { ok: true, plan };
}
