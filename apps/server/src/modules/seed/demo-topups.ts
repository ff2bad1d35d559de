/**
 * The demo's top-ups: the wallet types get receiving details and rates, and each demo buyer has
 * top-ups in every state (pending, completed, failed) with a receipt picture as the voucher,
 * uploaded as the buyer's own. They are submitted and reviewed through the top-up services, so
 * approved ones are credited with their ledger rows and notices; their submissions are then dated
 * back more than a day (the buyers keep their full 24-hour allowance). Their notices are left read, so the demo's
 * unread notices stay the ones demo-notices.ts chose.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import { unwrap } from '../../lib/errors';
import { HOUR } from '../../lib/time';
import { NoticeType } from '../notices/notify';
import { reviewRecharge } from '../topups/review-recharge';
import { submitRecharge } from '../topups/submit-recharge';
import { microsOf } from '../topups/wallet-types';
import { DEMO_ADMIN, DEMO_BUYERS } from './accounts';
import { renderImages } from './images';

/** Where the mall receives each demo wallet type's money, and units per US dollar. */
const RECEIVING: Record<string, { address: string; rate: number }> = {
  'USDT-TRC20': { address: 'TXq7Wm3kR9pL2vN8cD5yF1hJ4sG6bA0eZu', rate: 1 },
  'USDT-ERC20': { address: '0x8f3C2a9b71E4d06F5c3A8e2B9d7C1f4E6a0B5d93', rate: 1 },
  // Rates are kept in millionths: the nearest to ~95,000 USD per bitcoin.
  BTC: { address: 'bc1qagora7m3x9v2k5h8n4w6t0r2y8u5p3l7s9d4f', rate: 0.000011 },
  ETH: { address: '0x3D1b7A04c9E8f25B6a1C0d4E7F9a2b8C5e6D1f07', rate: 0.00029 },
  'BANK-USD': {
    address: 'First Harbor Bank\nAccount name: Agora Marketplace Ltd\nAccount number: 4020 1187 5533\nRouting number: 021000089\nReference: your account email',
    rate: 1,
  },
};

interface DemoTopUp {
  buyer: number;
  wallet: string;
  amount: number;
  hoursAgo: number;
  /** Omitted: still pending. */
  decision?: { approve: true; actual?: number; remark?: string } | { approve: false; remark: string };
}

const TOP_UPS: DemoTopUp[] = [
  { buyer: 0, wallet: 'USDT-TRC20', amount: 5000, hoursAgo: 20 * 24, decision: { approve: true } },
  { buyer: 0, wallet: 'BTC', amount: 3000, hoursAgo: 9 * 24, decision: { approve: false, remark: 'No payment with this transaction ID reached our address.' } },
  { buyer: 0, wallet: 'BANK-USD', amount: 2000, hoursAgo: 30 },
  { buyer: 1, wallet: 'ETH', amount: 10_000, hoursAgo: 14 * 24, decision: { approve: true } },
  { buyer: 1, wallet: 'USDT-ERC20', amount: 2500, hoursAgo: 40 },
  { buyer: 2, wallet: 'BANK-USD', amount: 4000, hoursAgo: 11 * 24, decision: { approve: true, actual: 3950, remark: 'Bank fee of $0.50 deducted.' } },
  { buyer: 2, wallet: 'USDT-TRC20', amount: 1500, hoursAgo: 6 * 24, decision: { approve: false, remark: 'The receipt does not show the amount or the date.' } },
];

const RECEIPT = { width: 600, height: 900 };

/** A receipt: a header band, a tick, lines of text as bars and a dashed tear-off edge. */
function receiptSvg(colour: string, amount: number): string {
  const lines = [330, 380, 430, 480, 530, 580]
    .map(
      (y, n) =>
        `<rect x="70" y="${y}" width="${[300, 220, 340, 180, 260, 200][n]}" height="18" rx="5" fill="#8a93a3"/><rect x="${470 - (n % 3) * 20}" y="${y}" width="${60 + (n % 3) * 20}" height="18" rx="5" fill="#5b6472"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RECEIPT.width}" height="${RECEIPT.height}" viewBox="0 0 600 900">
<rect width="600" height="900" fill="#e9ecf1"/>
<rect x="40" y="40" width="520" height="820" rx="16" fill="#ffffff"/>
<rect x="40" y="40" width="520" height="110" rx="16" fill="${colour}"/><rect x="40" y="120" width="520" height="30" fill="${colour}"/>
<circle cx="300" cy="225" r="44" fill="#2ecc71"/><path d="M278 226l15 15 30-32" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
${lines}
<path d="M70 640h460" stroke="#c5cad3" stroke-width="4" stroke-dasharray="14 10"/>
<text x="300" y="720" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="56" font-weight="700" fill="#1f2430">${(amount / 100).toFixed(2)}</text>
<rect x="200" y="770" width="200" height="20" rx="5" fill="#c5cad3"/>
</svg>`;
}

const COLOURS = ['#26a17b', '#f7931a', '#627eea', '#1f5fa8'];

export async function seedDemoTopUps(db: Db, mediaDir: string): Promise<void> {
  for (const [code, receiving] of Object.entries(RECEIVING)) {
    await db
      .updateTable('wallet_type')
      .set({ receive_address: receiving.address, rate_micros: microsOf(receiving.rate) })
      .where('code', '=', code)
      .execute();
  }
  const admin = await db.selectFrom('user').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirst();
  if (!admin) return;
  const now = Date.now();
  const ids: number[] = [];
  // Oldest first, so ids follow time.
  for (const [n, demo] of [...TOP_UPS].sort((a, b) => b.hoursAgo - a.hoursAgo).entries()) {
    const buyer = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', (DEMO_BUYERS[demo.buyer] as { email: string }).email)
      .executeTakeFirst();
    if (!buyer) continue;
    const created = new Date(now - demo.hoursAgo * HOUR).toISOString();
    const voucher = `upload/demo/recharge-${buyer.id}-${n}.webp`;
    await renderImages(mediaDir, [{ file: voucher, svg: receiptSvg(COLOURS[n % COLOURS.length] as string, demo.amount), ...RECEIPT, thumbWidth: 400 }]);
    const { size } = await fs.stat(path.join(mediaDir, voucher));
    await db
      .insertInto('media')
      .values({ user_id: buyer.id, path: voucher, mime: 'image/webp', ...RECEIPT, bytes: size, created_at: created })
      .execute();
    const transactionId = demo.wallet.startsWith('BANK')
      ? `FHB${created.slice(0, 10).replaceAll('-', '')}${4100 + n}`
      : `0x${(0xa1b2c3d4 + n * 7919).toString(16)}${'9f3e'.repeat(14)}`;
    const recharge = unwrap(
      await submitRecharge(db, buyer.id, { wallet_code: demo.wallet, amount: demo.amount, transaction_id: transactionId, voucher }, { mediaBaseUrl: '' }),
    );
    if (demo.decision) {
      unwrap(
        await reviewRecharge(db, admin.id, {
          id: recharge.id,
          approve: demo.decision.approve ? 1 : 0,
          actual_amount: demo.decision.approve ? demo.decision.actual : undefined,
          remark: demo.decision.remark ?? '',
        }),
      );
    }
    // Submitted back then. A decision keeps the seed's time, as its ledger row does: dating that row
    // back would put it out of order among the orders' rows and their running balance.
    await db.updateTable('recharge').set({ created_at: created }).where('id', '=', recharge.id).execute();
    ids.push(recharge.id);
  }
  if (ids.length) await db.updateTable('notice').set({ is_read: 1 }).where('type', '=', NoticeType.recharge).where('ref_id', 'in', ids).execute();
}
