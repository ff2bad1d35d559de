import { ErrorCode } from '@agora/contract/errors';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isoIn, MINUTE, nowIso } from '../../lib/time';
import { dialects, useTestApp } from '../../test/test-app';
import { CSV_COLUMNS } from './product-csv-columns';
import { BATCH_LINES, importCsv } from './product-csv-import';
import { finishImport, IMPORTS_PER_HOUR, startImport } from './product-csv-import-record';
import { leafCategory, newSeller, postJson, productBody, type TestSeller, uploadsOf } from './test-seller';

describe.each(dialects())('product CSV import in batches on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A file of `count` new products, one line each; `tag` keeps names and SKUs apart. */
  async function newProductsFile(seller: TestSeller, count: number, tag: string) {
    const [image] = await uploadsOf(t.app, seller.userId, 1);
    const category = await leafCategory(t.app);
    const rows = Array.from({ length: count }, (_, i) => ({
      ...Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])),
      product_id: '',
      variant_id: '',
      sku: `${tag}-${i}`,
      name_en: `Batch ${tag} ${i}`,
      category_id: String(category),
      brand_id: '',
      options: '{}',
      price: '1000',
      market_price: '1200',
      stock: '3',
      images: image as string,
    }));
    return { rows, csv: (more: Record<string, string>[] = []) => stringify([...more, ...rows], { header: true }) };
  }
  const productsOf = async (shopId: number) =>
    Number(
      (
        await t.app.db
          .selectFrom('product')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const importsOf = (shopId: number) => t.app.db.selectFrom('product_import').selectAll().where('shop_id', '=', shopId).orderBy('id').execute();
  const send = (csv: string, seller: TestSeller) => postJson(t.app, '/api/seller/product/import', { csv }, seller.headers).then((r) => r.json());

  it('writes a large file in several short transactions: another reader sees its first products before it answers', async () => {
    const seller = await newSeller(t.app);
    const count = 3 * BATCH_LINES + 50;
    const file = await newProductsFile(seller, count, `B${Date.now()}`);
    let answered = false;
    const importing = send(file.csv(), seller).then((body) => {
      answered = true;
      return body;
    });
    // Another request's reads while it runs: with one transaction they saw none of it, then all.
    const seen: number[] = [];
    while (!answered) {
      const [health, products] = await Promise.all([t.app.inject('/api/health'), productsOf(seller.shopId)]);
      expect(health.statusCode).toBe(200);
      if (!answered) seen.push(products);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await importing).toMatchObject({ code: 200, data: { created: count, updated: 0, in_review: count } });
    expect(seen.some((n) => n > 0 && n < count)).toBe(true);
    expect(await productsOf(seller.shopId)).toBe(count);
    expect(await importsOf(seller.shopId)).toMatchObject([{ status: 'done', lines: count, created: count, updated: 0 }]);
  });

  it('stopped part-way, removes the products it created, keeps its edits, records why and answers 2000018', async () => {
    const seller = await newSeller(t.app);
    const images = await uploadsOf(t.app, seller.userId, 2);
    const category = await leafCategory(t.app);
    const saved = await postJson(t.app, '/api/seller/product/save', productBody(category, images), seller.headers);
    const productId = saved.json().data.id as number;
    const exportedCsv = (await t.app.inject({ url: '/api/seller/product/export', headers: seller.headers })).body;
    const exported = parse(exportedCsv, { columns: true, bom: true }) as Record<string, string>[];
    for (const row of exported) row.price = String(Number(row.price) + 1);
    const tag = `S${Date.now()}`;
    const file = await newProductsFile(seller, 3 * BATCH_LINES, tag);
    const before = await productsOf(seller.shopId);

    // After the first batch, the seller saves a product with a SKU a later line of the file takes:
    // the check passed, the write of that line is refused.
    let batches = 0;
    const answer = await importCsv(t.app.db, { shopId: seller.shopId, userId: seller.userId, lang: 'en' }, file.csv(exported), {
      afterBatch: async () => {
        batches += 1;
        if (batches > 1) return;
        const clash = productBody(category, images);
        clash.variants = [{ ...clash.variants[0]!, sku: `${tag}-${3 * BATCH_LINES - 1}` }];
        expect((await postJson(t.app, '/api/seller/product/save', clash, seller.headers)).json().code).toBe(200);
      },
    });
    expect(answer).toMatchObject({ ok: false, code: ErrorCode.dataOperationFailed, data: { created: 0, updated: 1, in_review: 0 } });
    expect(batches).toBeGreaterThanOrEqual(2);
    // Only the seller's own save is new; the edit of the existing product is kept.
    expect(await productsOf(seller.shopId)).toBe(before + 1);
    const variants = await t.app.db.selectFrom('product_variant').select('price').where('product_id', '=', productId).orderBy('sort').execute();
    expect(variants.map((v) => String(v.price))).toEqual(exported.map((r) => r.price));
    const [record] = await importsOf(seller.shopId);
    expect(record).toMatchObject({ status: 'failed', created: 0, updated: 1 });
    expect(record?.error).toMatch(/refused/);
    if (dialect === 'sqlite') {
      // The removed products' search entries went with them: SQLite's external-content indexes would not notice.
      for (const index of ['product_fts', 'product_cjk_fts', 'product_word_fts']) {
        await sql`insert into ${sql.table(index)}(${sql.id(index)}, rank) values ('integrity-check', 1)`.execute(t.app.db);
      }
    }
  });

  it('runs one import at a time per shop: a second one answers 1000010, another shop’s goes through', async () => {
    const seller = await newSeller(t.app);
    const other = await newSeller(t.app);
    const ctx = { shopId: seller.shopId, userId: seller.userId, lang: 'en' };
    const stamp = Date.now();
    // Two started at the same moment: the database lets exactly one in.
    const race = await Promise.all([startImport(t.app.db, seller.shopId, seller.userId, 1), startImport(t.app.db, seller.shopId, seller.userId, 1)]);
    expect(race.map((r) => (r.ok ? 200 : r.code)).sort((a, b) => a - b)).toEqual([200, ErrorCode.tooManyRequests]);
    for (const started of race) if (started.ok) await finishImport(t.app.db, started.value, 'done', { created: 0, updated: 0 });

    // While one runs (here between two of its batches), the shop's next is refused; another shop's runs.
    const again = await newProductsFile(seller, 2 * BATCH_LINES, `R${stamp}`);
    const later = await newProductsFile(seller, 1, `S${stamp}`);
    const elsewhere = await newProductsFile(other, 1, `Q${stamp}`);
    let meanwhile: { code: number; message: string }[] = [];
    const running = await importCsv(t.app.db, ctx, again.csv(), {
      afterBatch: async () => {
        if (meanwhile.length === 0) meanwhile = await Promise.all([send(later.csv(), seller), send(elsewhere.csv(), other)]);
      },
    });
    expect(running).toMatchObject({ ok: true, value: { ok: true, created: 2 * BATCH_LINES } });
    expect(meanwhile[0]).toMatchObject({ code: ErrorCode.tooManyRequests, message: expect.stringMatching(/ 10 seconds/) });
    expect(meanwhile[1]).toMatchObject({ code: 200, data: { created: 1 } });
    expect(await send(later.csv(), seller)).toMatchObject({ code: 200, data: { created: 1 } });
  });

  it(`allows ${IMPORTS_PER_HOUR} imports an hour per shop, counting neither refused files nor older ones, and frees a dead one's shop`, async () => {
    const seller = await newSeller(t.app);
    const record = (status: 'done' | 'refused' | 'running', startedAgo: number, updatedAgo = startedAgo) => ({
      shop_id: seller.shopId,
      user_id: seller.userId,
      status,
      started_at: isoIn(-startedAgo),
      updated_at: isoIn(-updatedAgo),
    });
    await t.app.db
      .insertInto('product_import')
      .values([
        ...Array.from({ length: IMPORTS_PER_HOUR - 2 }, () => record('done', 50 * MINUTE)),
        record('done', 20 * MINUTE),
        record('done', 61 * MINUTE),
        record('refused', 5 * MINUTE),
        record('refused', 5 * MINUTE),
      ])
      .execute();
    const one = await newProductsFile(seller, 1, `H${Date.now()}`);
    expect(await send(one.csv(), seller)).toMatchObject({ code: 200, data: { created: 1 } });
    // Ten in the hour now: the next frees up when the oldest counted (50 minutes ago) turns an hour old.
    const two = await newProductsFile(seller, 1, `I${Date.now()}`);
    const full = await send(two.csv(), seller);
    expect(full.code).toBe(ErrorCode.tooManyRequests);
    const seconds = Number(String(full.message).match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(9 * 60);
    expect(seconds).toBeLessThanOrEqual(10 * 60);

    // A shop whose import stopped moving on minutes ago (its process died) may import again; a live one blocks.
    const fresh = await newSeller(t.app);
    const alive = { shop_id: fresh.shopId, user_id: fresh.userId, status: 'running' as const, started_at: nowIso(), updated_at: nowIso() };
    const [live] = await t.app.db.insertInto('product_import').values(alive).returning('id').execute();
    const three = await newProductsFile(fresh, 1, `J${Date.now()}`);
    expect((await send(three.csv(), fresh)).code).toBe(ErrorCode.tooManyRequests);
    await t.app.db
      .updateTable('product_import')
      .set({ updated_at: isoIn(-10 * MINUTE) })
      .where('id', '=', live!.id)
      .execute();
    expect(await send(three.csv(), fresh)).toMatchObject({ code: 200, data: { created: 1 } });
    expect((await importsOf(fresh.shopId)).map((r) => [r.status, r.error])).toEqual([
      ['failed', 'interrupted'],
      ['done', ''],
    ]);
  });
});
