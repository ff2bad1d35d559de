/**
 * The demo's after-sales, so the refund pages, the seller centre's refunds and messages and the
 * admin console's refunds and support show real content: four refund requests on the demo buyers'
 * orders, one in each place a request waits (the seller to review, the returned goods on their
 * way, the mall to decide, paid back to the wallet), and three conversations (with a shop, with
 * the mall, one closed). Everything goes through the services buyers, sellers and operators use,
 * so the money, the stock and the notices are what they would be. Their notices are left read (the
 * demo's unread notices are demo-notices.ts's); a conversation's own unread marker stays, as a
 * real inbox's would. Buyers write
 * in their own language (the demo buyers read English, Japanese and Indonesian), and the shops and
 * the mall answer in it.
 * Called by seed-demo.ts once the demo orders exist.
 */
import type { RefundReason, RefundType } from '@agora/contract/refunds';
import type { Db } from '../../db/database';
import { unwrap } from '../../lib/errors';
import { HOUR } from '../../lib/time';
import { NoticeType } from '../notices/notify';
import { sandboxProvider } from '../payments/sandbox';
import { applyRefund } from '../refunds/apply';
import { escalateRefund, type RefundDeps, reviewRefund, scheduleReturn } from '../refunds/steps';
import { openTicket } from '../tickets/open-ticket';
import { showTicket } from '../tickets/read-ticket';
import type { Viewer } from '../tickets/viewer';
import { closeTicket, replyToTicket } from '../tickets/write-message';
import { DEMO_BUYERS } from './accounts';

type DemoBuyer = 0 | 1 | 2;

interface DemoRequest {
  buyer: DemoBuyer;
  /** The shop (by its owner's email) and how far the order went: the newest such order of the buyer. */
  shopOwner: string;
  completed: boolean;
  type: RefundType;
  reason: RefundReason;
  description: string;
  /** What happens next: nothing (the seller reviews), the return sent back, escalated after a rejection, or paid back. */
  endsAs: 'pending' | 'goods_sent' | 'escalated' | 'refunded';
  sellerReason?: string;
  escalateReason?: string;
}

const REQUESTS: DemoRequest[] = [
  {
    buyer: 0,
    shopOwner: 'seller1@agora.test',
    completed: true,
    type: 'refund',
    reason: 'not_as_described',
    description: 'The listing says the battery lasts 30 hours; mine is empty after about 9. I would like my money back for this one.',
    endsAs: 'pending',
  },
  {
    buyer: 0,
    shopOwner: 'seller3@agora.test',
    completed: false,
    type: 'return',
    reason: 'damaged',
    description: 'The box arrived crushed on one corner and the item inside is dented. Happy to send it back.',
    endsAs: 'goods_sent',
  },
  {
    buyer: 1,
    shopOwner: 'seller4@agora.test',
    completed: true,
    type: 'refund',
    reason: 'wrong_item',
    description: '注文した色と違う商品が届きました。写真の色は青ですが、届いたのは緑です。',
    endsAs: 'escalated',
    sellerReason: '梱包時の写真を確認しました。ご注文どおりの色をお送りしています。',
    escalateReason: 'ショップの写真は別の注文のものだと思います。届いた商品の写真を添付できます。',
  },
  {
    buyer: 2,
    shopOwner: 'seller3@agora.test',
    completed: false,
    type: 'refund',
    reason: 'not_received',
    description: 'Paket tercatat sudah diterima, tetapi saya tidak pernah menerimanya. Mohon pengembalian dana.',
    endsAs: 'refunded',
  },
];

interface DemoConversation {
  buyer: DemoBuyer;
  /** The shop's owner, or null for the mall. */
  shopOwner: string | null;
  subject: string;
  /** Turns, the buyer's first; the times go back from now. */
  messages: { side: 'buyer' | 'staff'; body: string; hoursAgo: number }[];
  closedByBuyer?: boolean;
}

const CONVERSATIONS: DemoConversation[] = [
  {
    buyer: 0,
    shopOwner: 'seller1@agora.test',
    subject: 'Does the charger work in Europe?',
    messages: [
      { side: 'buyer', body: 'Hi! I am travelling to Spain next month. Does the charger that comes in the box work on 230 V?', hoursAgo: 30 },
      { side: 'staff', body: 'Hello Bianca! Yes, it takes 100–240 V. You will only need a plug adapter for the socket.', hoursAgo: 27 },
      { side: 'buyer', body: 'Great, thank you. Could you send it with the express option if I order today?', hoursAgo: 3 },
    ],
  },
  {
    buyer: 1,
    shopOwner: null,
    subject: 'ウォレットへのチャージについて',
    messages: [
      { side: 'buyer', body: '銀行振込でチャージしました。反映までどのくらいかかりますか？', hoursAgo: 50 },
      {
        side: 'staff',
        body: 'お問い合わせありがとうございます。お振込は1営業日以内に確認し、ウォレットに反映されしだい通知でお知らせします。',
        hoursAgo: 46,
      },
    ],
  },
  {
    buyer: 2,
    shopOwner: 'seller3@agora.test',
    subject: 'Pengiriman ke Jakarta',
    messages: [
      { side: 'buyer', body: 'Apakah toko ini mengirim ke Jakarta Selatan? Berapa lama biasanya?', hoursAgo: 120 },
      { side: 'staff', body: 'Ya, kami mengirim ke Jakarta. Pengiriman standar biasanya 2–5 hari.', hoursAgo: 118 },
      { side: 'buyer', body: 'Baik, terima kasih!', hoursAgo: 117 },
    ],
    closedByBuyer: true,
  },
];

export async function seedDemoAfterSales(db: Db): Promise<void> {
  const deps: RefundDeps = { db, provider: sandboxProvider() };
  const buyers = await Promise.all(DEMO_BUYERS.map((b) => db.selectFrom('user').select('id').where('email', '=', b.email).executeTakeFirstOrThrow()));
  const shopOf = (ownerEmail: string) =>
    db
      .selectFrom('shop')
      .innerJoin('user', 'user.id', 'shop.user_id')
      .select(['shop.id', 'shop.user_id'])
      .where('user.email', '=', ownerEmail)
      .executeTakeFirstOrThrow();

  for (const request of REQUESTS) {
    const userId = (buyers[request.buyer] as { id: number }).id;
    const shop = await shopOf(request.shopOwner);
    const line = await db
      .selectFrom('order_item')
      .innerJoin('orders', 'orders.id', 'order_item.order_id')
      .select(['order_item.id', 'order_item.quantity'])
      .where('orders.user_id', '=', userId)
      .where('orders.shop_id', '=', shop.id)
      .where('orders.payment_status', '=', 'paid')
      .where('orders.delivery_status', request.completed ? '=' : 'in', request.completed ? 'completed' : ['delivered'])
      .orderBy('orders.id', 'desc')
      .executeTakeFirstOrThrow();
    const applied = unwrap(
      await applyRefund(db, 'en', userId, {
        order_item_id: line.id,
        quantity: 1,
        type: request.type,
        reason: request.reason,
        description: request.description,
        images: [],
      }),
    );
    if (request.endsAs === 'goods_sent') {
      unwrap(await reviewRefund(deps, 'en', shop.id, { id: applied.id, approve: 1, reason: '' }));
      unwrap(await scheduleReturn(deps, 'en', userId, { id: applied.id, log_sn: 'JNE0042117356', date: new Date().toISOString().slice(0, 10) }));
    } else if (request.endsAs === 'escalated') {
      unwrap(await reviewRefund(deps, 'en', shop.id, { id: applied.id, approve: 0, reason: request.sellerReason ?? '' }));
      unwrap(await escalateRefund(deps, 'en', userId, { id: applied.id, reason: request.escalateReason ?? '' }));
    } else if (request.endsAs === 'refunded') {
      unwrap(await reviewRefund(deps, 'en', shop.id, { id: applied.id, approve: 1, reason: '' }));
    }
  }

  const admin = await db.selectFrom('user').select('id').where('email', '=', 'admin@agora.test').executeTakeFirstOrThrow();
  for (const conversation of CONVERSATIONS) {
    const userId = (buyers[conversation.buyer] as { id: number }).id;
    const shop = conversation.shopOwner ? await shopOf(conversation.shopOwner) : null;
    const buyer: Viewer = { side: 'buyer', userId };
    const staff: Viewer = shop ? { side: 'shop', userId: shop.user_id, shopId: shop.id } : { side: 'mall', userId: admin.id };
    const [first, ...rest] = conversation.messages;
    if (!first) continue;
    const ticket = unwrap(await openTicket(db, userId, { subject: conversation.subject, body: first.body, shop_id: shop?.id, images: [] }));
    for (const message of rest) {
      // Each side reads the conversation before answering, as the pages do.
      const writer = message.side === 'buyer' ? buyer : staff;
      unwrap(await showTicket(db, writer, ticket.id));
      unwrap(await replyToTicket(db, writer, { id: ticket.id, body: message.body, images: [] }));
    }
    if (conversation.closedByBuyer) unwrap(await closeTicket(db, buyer, ticket.id));
    await backdateConversation(
      db,
      ticket.id,
      conversation.messages.map((m) => m.hoursAgo),
    );
  }
  // The demo's unread notices are the ones demo-notices.ts chose; the conversations keep their own markers.
  await db.updateTable('notice').set({ is_read: 1 }).where('type', 'in', [NoticeType.refund, NoticeType.ticket]).execute();
}

/** Spreads a conversation's messages over the hours the plan gives (they were all written just now). */
async function backdateConversation(db: Db, ticketId: number, hoursAgo: number[]): Promise<void> {
  const now = Date.now();
  const at = (hours: number) => new Date(now - hours * HOUR).toISOString();
  const messages = await db.selectFrom('ticket_message').select('id').where('ticket_id', '=', ticketId).orderBy('id').execute();
  for (const [index, message] of messages.entries()) {
    await db
      .updateTable('ticket_message')
      .set({ created_at: at(hoursAgo[index] ?? 0) })
      .where('id', '=', message.id)
      .execute();
  }
  const first = at(hoursAgo[0] ?? 0);
  const last = at(hoursAgo[hoursAgo.length - 1] ?? 0);
  await db
    .updateTable('ticket')
    .set((eb) => ({
      created_at: first,
      last_message_at: last,
      updated_at: last,
      closed_at: eb.case().when('closed_at', 'is not', null).then(last).else(null).end(),
    }))
    .where('id', '=', ticketId)
    .execute();
  await db.updateTable('notice').set({ created_at: last }).where('type', '=', NoticeType.ticket).where('ref_id', '=', ticketId).execute();
}
