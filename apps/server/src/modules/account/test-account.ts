/**
 * For tests: proves a user's e-mail address as answering the mailed code would, for tests about
 * something else that waits for it (withdrawing, applying for a shop).
 * @example await proveEmail(t.app, user.id)
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export async function proveEmail(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.updateTable('user').set({ email_verified: sql`email` }).where('id', '=', userId).execute();
}
