import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@agora/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, useTestApp } from '../test/test-app';
import { PASSWORD_COST, passwordHashing, setPasswordCost } from './password';

/** The first file under a folder, as a path relative to it. */
function firstFile(dir: string, prefix = ''): string {
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isFile()) return relative;
    if (entry.isDirectory() || entry.isSymbolicLink()) return firstFile(dir, relative);
  }
  throw new Error(`no file under ${dir}`);
}

describe('password hashing under a flood of logins', () => {
  // The flood is about hashes that take their real time (the other tests hash cheaply).
  beforeAll(() => setPasswordCost(PASSWORD_COST));
  const t = useTestApp('sqlite');
  // Addresses no account has: each is still hashed (against a decoy), and no account's limit on
  // failed logins (auth/login-limits.ts) refuses any before it is.
  let n = 0;
  const login = () => postForm(t.app, '/api/customer/login/account', { email: `flood-${n++}@agora.test`, password: 'Buyer#2026' });

  it('hashes at most two at once, so a static file is served while the logins still wait', async () => {
    const file = `/media/${firstFile(path.join(t.dataDir, 'media'))}`;
    let loginsDone = 0;
    let most = 0;
    const logins = Array.from({ length: 80 }, () =>
      login().then((answer) => {
        most = Math.max(most, passwordHashing.active);
        loginsDone++;
        return answer.json().code;
      }),
    );
    const served = await t.app.inject(file);
    const doneWhenServed = loginsDone;
    expect(served.statusCode).toBe(200);
    expect(await Promise.all(logins)).toEqual(Array(80).fill(ErrorCode.wrongCredentials));
    // Unbounded, the file's reads queue behind every hash in libuv's four threads.
    expect(doneWhenServed).toBeLessThan(40);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('asks the logins past its queue to retry instead of queueing without end', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => login()));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === ErrorCode.tooManyRequests).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === ErrorCode.wrongCredentials).length).toBeGreaterThanOrEqual(100);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
  });
});
