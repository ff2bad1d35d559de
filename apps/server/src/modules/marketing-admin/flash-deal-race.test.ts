/**
 * Clashing flash deals saved at the same instant: the overlap check runs in the save's transaction
 * behind the variants' locks, so only one gets in. PostgreSQL runs the saves side by side (this
 * fails there with the check before the transaction); SQLite's one connection runs them in turn.
 */
import { ErrorCode } from '@agora/contract/errors';
import { describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/time';
import { dialects, useTestApp } from '../../test/test-app';
import { loginStaff } from '../shops/test-applicant';

describe.each(dialects())('flash deals saved at the same instant on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('lets only one of several clashing deals in: the overlap check and the write are one step', async () => {
    const content = await loginStaff(t.app, 'content');
    const variant = await t.app.db
      .selectFrom('product_variant')
      .innerJoin('product', 'product.id', 'product_variant.product_id')
      .select(['product_variant.id', 'product_variant.price'])
      .where('product.status', '=', 'on_sale')
      .where('product_variant.price', '>', 500)
      .where('product_variant.id', 'not in', (eb) => eb.selectFrom('flash_deal_item').select('variant_id'))
      .orderBy('product_variant.id')
      .executeTakeFirstOrThrow();
    const save = (title: string, startsIn: number, endsIn: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/flash-deal/save',
        headers: { ...content, 'content-type': 'application/json' },
        payload: {
          title_en: title,
          starts_at: isoIn(startsIn),
          ends_at: isoIn(endsIn),
          items: [{ variant_id: variant.id, price: Number(variant.price) - 100, quantity: 5 }],
        },
      });

    // Each window overlaps every other one by at least half an hour.
    const windows = [0, 1, 2, 3].map((n) => save(`Deal ${n}`, 3_600_000 + n * 600_000, 7_200_000 + n * 600_000));
    const answers = (await Promise.all(windows)).map((r) => r.json());
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200))
      expect(refused).toMatchObject({ code: ErrorCode.invalidParameter, field: 'items', reason: 'dealOverlap' });
    const deals = await t.app.db.selectFrom('flash_deal_item').select('flash_deal_id').where('variant_id', '=', variant.id).execute();
    expect(deals).toHaveLength(1);
  });
});
