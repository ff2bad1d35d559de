/**
 * The demo's shop applications, so the admin console's queue and the applicants' state pages show
 * something on a fresh start: Kenji (buyer2) waits for review with both ID pictures, Siti (buyer3)
 * was refused with a reason and may apply again. The pictures are drawn here as ID-card-like SVGs,
 * rendered to WebP and registered in `media` as each applicant's own uploads; each application
 * has its notice in the matching state.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { nowIso } from '../../lib/time';
import { NoticeState, NoticeType, notify, setNoticeState } from '../notices/notify';
import { DEMO_BUYERS } from './accounts';
import { renderImages } from './images';

const CARD = { width: 856, height: 540 };

/** The front of an ID card: a photo box, lines of text as bars, a chip and the card's colour band. */
function idFrontSvg(colour: string): string {
  const lines = [150, 200, 250, 300, 350]
    .map((y, n) => `<rect x="300" y="${y}" width="${[380, 300, 420, 260, 340][n]}" height="22" rx="6" fill="#5b6472" opacity="0.75"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 856 540">
<rect width="856" height="540" rx="36" fill="#f4f1ea"/>
<rect width="856" height="96" rx="36" fill="${colour}"/><rect y="60" width="856" height="36" fill="${colour}"/>
<rect x="40" y="26" width="260" height="44" rx="8" fill="#ffffff" opacity="0.85"/>
<rect x="48" y="136" width="220" height="280" rx="14" fill="#d9dee6"/>
<circle cx="158" cy="236" r="62" fill="#9aa5b5"/><path d="M68 416c10-74 50-112 90-112s80 38 90 112z" fill="#9aa5b5"/>
${lines}
<rect x="300" y="420" width="96" height="72" rx="12" fill="#d4af37"/><path d="M300 444h96M300 468h96M348 420v72" stroke="#a8892a" stroke-width="4"/>
<rect x="600" y="420" width="210" height="60" rx="8" fill="${colour}" opacity="0.3"/>
</svg>`;
}

/** The back: a magnetic stripe, a signature box and a barcode. */
function idBackSvg(colour: string): string {
  const bars = Array.from({ length: 46 }, (_, n) => `<rect x="${60 + n * 16}" y="380" width="${n % 3 === 0 ? 9 : 5}" height="110" fill="#1f2430"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 856 540">
<rect width="856" height="540" rx="36" fill="#eef0f4"/>
<rect y="60" width="856" height="90" fill="#1f2430"/>
<rect x="60" y="190" width="500" height="70" rx="8" fill="#ffffff" stroke="${colour}" stroke-width="4"/>
<path d="M80 236c40-30 70 20 110-6s60-20 90 4 50-14 80 0" stroke="#334" stroke-width="4" fill="none"/>
<rect x="600" y="180" width="200" height="150" rx="12" fill="${colour}" opacity="0.35"/>
${bars}
</svg>`;
}

interface DemoApplication {
  email: string;
  shop_name: string;
  address: string;
  description: string;
  colour: string;
  /** Set: refused with this reason. */
  rejected?: string;
}

const APPLICATIONS: DemoApplication[] = [
  {
    email: (DEMO_BUYERS[1] as { email: string }).email,
    shop_name: 'Tanaka Kitchenware',
    address: '3-5-1 Kanda, Chiyoda-ku, Tokyo',
    description: 'Knives, pans and tableware from small workshops in Seki and Tsubame.',
    colour: '#c0392b',
  },
  {
    email: (DEMO_BUYERS[2] as { email: string }).email,
    shop_name: 'Siti Batik House',
    address: 'Jl. Malioboro 52, Yogyakarta',
    description: 'Hand-drawn batik cloth and shirts.',
    colour: '#16a085',
    rejected: 'The back of the ID card is cut off. Please upload a photo that shows the whole card.',
  },
];

export async function seedDemoApplications(db: Db, mediaDir: string): Promise<void> {
  for (const demo of APPLICATIONS) {
    const user = await db.selectFrom('user').select(['id', 'phone']).where('email', '=', demo.email).executeTakeFirst();
    if (!user) continue;
    const files = { front: `upload/demo/id-${user.id}-front.webp`, back: `upload/demo/id-${user.id}-back.webp` };
    await renderImages(mediaDir, [
      { file: files.front, svg: idFrontSvg(demo.colour), ...CARD, thumbWidth: 400 },
      { file: files.back, svg: idBackSvg(demo.colour), ...CARD, thumbWidth: 400 },
    ]);
    const created = new Date(Date.now() - (demo.rejected ? 3 : 1) * 86_400_000).toISOString();
    await inTransaction(db, async (trx) => {
      for (const file of [files.front, files.back]) {
        const { size } = await fs.stat(path.join(mediaDir, file));
        await trx
          .insertInto('media')
          .values({ user_id: user.id, path: file, mime: 'image/webp', ...CARD, bytes: size, created_at: created })
          .execute();
      }
      const { id } = await trx
        .insertInto('shop_application')
        .values({
          user_id: user.id,
          shop_name: demo.shop_name,
          contact: user.phone,
          email: demo.email,
          address: demo.address,
          description: demo.description,
          id_front_image: files.front,
          id_back_image: files.back,
          status: 'pending',
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const params = { shop: demo.shop_name };
      await notify(trx, { userId: user.id, type: NoticeType.shopApplication, template: 'shopApplicationReceived', params, refId: id });
      if (!demo.rejected) return;
      const admin = await trx.selectFrom('user_role').select('user_id').where('role', '=', 'admin').executeTakeFirst();
      await trx
        .updateTable('shop_application')
        .set({ status: 'rejected', reason: demo.rejected, reviewed_by: admin?.user_id ?? null, reviewed_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await setNoticeState(trx, {
        type: NoticeType.shopApplication,
        refId: id,
        state: NoticeState.failed,
        template: 'shopApplicationRejected',
        params: { ...params, reason: demo.rejected },
      });
    });
  }
}
