/**
 * Successful logins, for the user's page in the console: when, from which address and browser.
 * Written by the login (auth/service.ts) after the session starts.
 * @example await recordSignIn(db, 42, { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 …' })
 */
import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/time';

/** The longest user agent kept; browsers send about 150 characters, anything past this is noise. */
const MAX_USER_AGENT = 300;

export interface SignInClient {
  ip: string;
  userAgent: string;
}

export async function recordSignIn(db: Executor, userId: number, client: SignInClient): Promise<void> {
  await db
    .insertInto('sign_in')
    .values({ user_id: userId, ip: client.ip.slice(0, 64), user_agent: client.userAgent.slice(0, MAX_USER_AGENT), created_at: nowIso() })
    .execute();
}
