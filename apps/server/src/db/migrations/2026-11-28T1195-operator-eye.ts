/**
 * The content hash of each upload (`media.sha256`, hex of the stored file's bytes), so the console
 * can flag a shop application whose ID pictures another account already sent. Uploads made before
 * this migration keep null; repeat-flags/upload-hashes.ts fills them lazily from the files under
 * DATA_DIR/media the first time they are compared. Frozen once merged.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('sha256', 'text').execute();
  await db.schema.createIndex('media_sha256_idx').on('media').column('sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('media_sha256_idx').execute();
  await db.schema.alterTable('media').dropColumn('sha256').execute();
}
