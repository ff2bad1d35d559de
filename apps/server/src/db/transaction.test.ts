import { describe, expect, it } from 'vitest';
import { NoticeType, noticeListeners, notify } from '../modules/notices/notify';
import { dialects, useTestApp } from '../test/test-app';
import { afterCommit, inTransaction } from './transaction';

describe.each(dialects())('work after commit on %s', (dialect) => {
  const t = useTestApp(dialect);
  const someUser = async () => (await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  it('tells notice listeners only once the notice is committed, and a reader then finds it', async () => {
    const userId = await someUser();
    const heard: Array<{ inside: boolean; found: number }> = [];
    let inside = false;
    let noticeId = 0;
    const listener = (who: number) => {
      if (who !== userId) return;
      // The live channel reads right away: the notice must be there for a reader outside the transaction.
      heard.push({ inside, found: noticeId });
    };
    noticeListeners.add(listener);
    try {
      await inTransaction(t.app.db, async (trx) => {
        inside = true;
        noticeId = await notify(trx, { userId, type: NoticeType.productApplication, template: 'productSubmitted', params: { product: 'x' } });
        expect(heard).toEqual([]);
        inside = false;
      });
      expect(heard).toEqual([{ inside: false, found: noticeId }]);
      const row = await t.app.db.selectFrom('notice').select('id').where('id', '=', noticeId).executeTakeFirst();
      expect(row?.id).toBe(noticeId);
    } finally {
      noticeListeners.delete(listener);
    }
  });

  it('drops the queued work when the transaction rolls back', async () => {
    const userId = await someUser();
    let heard = 0;
    const listener = () => heard++;
    noticeListeners.add(listener);
    try {
      await expect(
        inTransaction(t.app.db, async (trx) => {
          await notify(trx, { userId, type: NoticeType.productApplication, template: 'productSubmitted', params: { product: 'y' } });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(heard).toBe(0);
    } finally {
      noticeListeners.delete(listener);
    }
  });

  it('runs at once outside a transaction, and refuses a transaction it cannot follow', async () => {
    let ran = 0;
    afterCommit(t.app.db, () => ran++);
    expect(ran).toBe(1);
    await expect(t.app.db.transaction().execute(async (trx) => afterCommit(trx, () => ran++))).rejects.toThrow(/inTransaction/);
    expect(ran).toBe(1);
  });
});
