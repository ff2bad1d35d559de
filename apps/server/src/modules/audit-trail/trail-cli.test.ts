/** `npm run audit:trail` on a real database: exit 0 with the count when the chain holds, exit 1 naming the first broken row when not. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dialects, newBuyer, postForm, useTestApp } from '../../test/test-app';
import { loginAdmin } from '../shops/test-applicant';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'trail-cli.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');

describe.each(dialects())('npm run audit:trail on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function audit(): Promise<{ code: number; out: string }> {
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const url = t.app.config.DATABASE_URL;
    const env = { ...inherited, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) };
    try {
      const { stdout } = await run(TSX, [CLI], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  }

  it('passes an intact trail and names the first altered row', async () => {
    const admin = await loginAdmin(t.app);
    const userId = (await postForm(t.app, '/api/customer/register/account', newBuyer())).json().data.user.id;
    for (const amount of [100, 200, 300]) {
      expect((await postForm(t.app, '/api/admin/wallet/adjust', { user_id: userId, amount, remark: 'cli' }, admin)).json().code).toBe(200);
    }
    const intact = await audit();
    expect(intact).toMatchObject({ code: 0, out: expect.stringMatching(/audit trail: 3 rows, head #3 [0-9a-f]{64}, chain intact/) });

    await t.app.db.updateTable('audit_trail').set({ ip: '203.0.113.9' }).where('id', '=', 2).execute();
    const broken = await audit();
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('✘ audit trail broken at row #2 (altered)');
  }, 60_000);
});
