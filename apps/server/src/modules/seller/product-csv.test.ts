import { ErrorCode } from '@agora/contract/errors';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/test-app';
import { leafCategory, newSeller, postJson, productBody, uploadsOf } from './test-seller';

describe.each(dialects())('product CSV on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function shopWithProduct() {
    const seller = await newSeller(t.app);
    const images = await uploadsOf(t.app, seller.userId, 2);
    const category = await leafCategory(t.app);
    const body = productBody(category, images, { name_jp: 'クイロンランプ, "特別"' });
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    await t.app.db.updateTable('product').set({ status: 'on_sale' }).where('id', '=', id).execute();
    const exported = await t.app.inject({ url: '/api/seller/product/export', headers: seller.headers });
    return { seller, images, category, body, id, exported };
  }
  const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Record<string, string>[];
  const importCsv = (csv: string, headers: Record<string, string>) => postJson(t.app, '/api/seller/product/import', { csv }, headers).then((r) => r.json());

  it('exports one row per variant with every language’s name, quoted where needed', async () => {
    const { exported, id, body, images } = await shopWithProduct();
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const rows = rowsOf(exported.body);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      product_id: String(id),
      sku: body.variants[0]!.sku,
      name_en: body.name_en,
      name_jp: 'クイロンランプ, "特別"',
      name_th: '',
      price: '1500',
      stock: '10',
    });
    expect(JSON.parse(rows[1]!.options as string)).toEqual({ Color: 'White' });
    expect(rows[0]!.images).toBe(images.join('|'));
  });

  it('applies a good file: prices and stock keep the product on sale, a new name sends it to review, new lines create a product', async () => {
    const { exported, id, seller, images, category } = await shopWithProduct();
    const rows = rowsOf(exported.body);
    rows[0]!.price = '1250';
    rows[1]!.stock = '77';
    const priced = await importCsv(stringify(rows, { header: true }), seller.headers);
    expect(priced).toMatchObject({ code: 200, data: { created: 0, updated: 1, in_review: 0 } });
    const product = await t.app.db.selectFrom('product').select(['status', 'price', 'stock']).where('id', '=', id).executeTakeFirstOrThrow();
    expect([product.status, Number(product.price), product.stock]).toEqual(['on_sale', 1250, 87]);

    const fresh = {
      ...rows[0]!,
      product_id: '',
      variant_id: '',
      sku: `NEW-${Date.now()}`,
      name_en: 'Imported Lamp',
      category_id: String(category),
      images: images[0] as string,
    };
    for (const row of rows) row.name_en = 'Renamed By File';
    const renamed = await importCsv(stringify([...rows, fresh], { header: true }), seller.headers);
    expect(renamed).toMatchObject({ code: 200, data: { created: 1, updated: 1, in_review: 2 } });
    expect((await t.app.db.selectFrom('product').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
    const list = (await t.app.inject({ url: '/api/seller/product/list?q=imported', headers: seller.headers })).json();
    expect(list.data.list[0]).toMatchObject({ name: 'Imported Lamp', status: 'pending' });
  });

  it('takes a SKU another shop uses, and refuses at its line one the shop uses on another product', async () => {
    const a = await shopWithProduct();
    const b = await shopWithProduct();
    const newProduct = (sku: string) => ({
      ...rowsOf(b.exported.body)[0]!,
      product_id: '',
      variant_id: '',
      sku,
      name_en: `Imported ${sku}`,
      images: b.images[0] as string,
    });
    const shared = await importCsv(stringify([newProduct(a.body.variants[0]!.sku)], { header: true }), b.seller.headers);
    expect(shared).toMatchObject({ code: 200, data: { created: 1, updated: 0 } });
    const own = await importCsv(stringify([newProduct(b.body.variants[1]!.sku)], { header: true }), b.seller.headers);
    expect(own).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file' });
    expect(own.data.rows).toEqual([{ line: 2, column: 'sku', reason: 'taken' }]);
  });

  it('answers every bad line with its line, column and reason, and applies nothing', async () => {
    const { exported, id, seller } = await shopWithProduct();
    const rows = rowsOf(exported.body);
    rows[0]!.price = 'cheap';
    rows[0]!.name_es = 'Cambiado';
    rows[1]!.options = '{not json';
    const answer = await importCsv(stringify(rows, { header: true }), seller.headers);
    expect(answer).toMatchObject({ code: ErrorCode.invalidParameter, field: 'file' });
    expect(answer.data.rows).toEqual([
      { line: 2, column: 'price', reason: 'number' },
      { line: 3, column: 'options', reason: 'invalid' },
    ]);
    // Lines fine on their own but refused by the save's rules: the SKU a line takes from another.
    const clash = rowsOf(exported.body);
    clash[1]!.sku = clash[0]!.sku as string;
    for (const row of clash) row.name_es = 'Cambiado';
    const refused = await importCsv(stringify(clash, { header: true }), seller.headers);
    expect(refused.data.rows).toEqual([{ line: 3, column: 'sku', reason: 'taken' }]);
    const texts = await t.app.db
      .selectFrom('product_translation')
      .select('name')
      .where('product_id', '=', id)
      .where('lang', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(texts.name).not.toBe('Cambiado');

    // A product's names are one per product: a line that differs from the product's first is refused.
    const split = rowsOf(exported.body);
    split[1]!.name_es = 'Otro';
    expect((await importCsv(stringify(split, { header: true }), seller.headers)).data.rows).toEqual([{ line: 3, column: 'name_es', reason: 'invalid' }]);

    const noColumns = await importCsv('sku,price\nA,1\n', seller.headers);
    expect(noColumns.data.rows[0]).toMatchObject({ line: 1, reason: 'required' });
    expect((await postJson(t.app, '/api/seller/product/import', {}, seller.headers)).json()).toMatchObject({ code: ErrorCode.missingParameter, field: 'file' });
  });

  it('guards text cells a spreadsheet would run as formulas, keeps numbers plain, and reads the guard back off', async () => {
    const seller = await newSeller(t.app);
    const images = await uploadsOf(t.app, seller.userId, 1);
    const category = await leafCategory(t.app);
    const names = { name_en: '=HYPERLINK("http://x","y")', name_es: '+1', name_jp: '-2', name_zh: '@SUM(A1)' };
    const body = productBody(category, images, { ...names, variants: [{ options: {}, price: 1500, market_price: 2000, stock: 4, sku: `-SKU-${Date.now()}` }] });
    const id = (await postJson(t.app, '/api/seller/product/save', body, seller.headers)).json().data.id as number;
    // The save trims names, so one led by a tab or a carriage return can only come from elsewhere: written here directly.
    await t.app.db
      .insertInto('product_translation')
      .values([
        { product_id: id, lang: 'pt', name: '\tx', short_description: '', description: '' },
        { product_id: id, lang: 'ms', name: '\r=1+1', short_description: '', description: '' },
      ])
      .execute();
    const exportOf = async () => rowsOf((await t.app.inject({ url: '/api/seller/product/export', headers: seller.headers })).body);
    const [row] = await exportOf();
    expect(row).toMatchObject({
      name_en: `'=HYPERLINK("http://x","y")`,
      name_es: "'+1",
      name_jp: "'-2",
      name_zh: "'@SUM(A1)",
      name_pt: "'\tx",
      name_ms: "'\r=1+1",
      sku: `'${body.variants[0]!.sku}`,
      name_th: '',
      options: '{}',
      price: '1500',
      stock: '4',
      product_id: String(id),
    });

    // The file as exported comes back as the same values: the names unchanged, so nothing goes to review.
    await t.app.db.deleteFrom('product_translation').where('product_id', '=', id).where('lang', 'in', ['pt', 'ms']).execute();
    const file = (await t.app.inject({ url: '/api/seller/product/export', headers: seller.headers })).body;
    expect(await importCsv(file, seller.headers)).toMatchObject({ code: 200, data: { created: 0, updated: 1, in_review: 0 } });
    const stored = await t.app.db.selectFrom('product_translation').select(['lang', 'name']).where('product_id', '=', id).execute();
    expect(Object.fromEntries(stored.map((r) => [`name_${r.lang}`, r.name]))).toEqual(names);
    const variant = await t.app.db.selectFrom('product_variant').select('sku').where('product_id', '=', id).executeTakeFirstOrThrow();
    expect(variant.sku).toBe(body.variants[0]!.sku);

    // A number is written as a number even when negative: never expected of a price (stock has a CHECK), not a formula either.
    await t.app.db.updateTable('product_variant').set({ price: -3 }).where('product_id', '=', id).execute();
    expect((await exportOf())[0]).toMatchObject({ price: '-3', stock: '4' });
  });

  it('takes the file as a multipart upload too', async () => {
    const { exported, seller } = await shopWithProduct();
    const boundary = '----agora-test';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${exported.body}\r\n--${boundary}--\r\n`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/seller/product/import',
      headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(answer.json()).toMatchObject({ code: 200, data: { created: 0, updated: 1, in_review: 0 } });
  });
});
