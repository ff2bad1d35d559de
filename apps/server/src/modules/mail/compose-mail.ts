/**
 * What a mail says, in its recipient's language and currency: a mail about a notice takes the
 * notice's title and text (the same words the site shows), the receipt and the mails no notice has
 * are written from mail/texts; whatever the mail is about (an order, a refund request, a top-up) is
 * read afresh by its id, after the commit that made the news. Answers null when there is nothing to
 * send: the user turned this kind off, is disabled, or the record is gone.
 */
import { BCP47, type Lang, resolveLang } from '@agora/contract/locale';
import { formatMessage } from '@agora/contract/messages/format';
import type { Db } from '../../db/database';
import { checkoutSettings } from '../checkout/settings';
import { renderNotice } from '../notices/notice-texts';
import { payBy } from '../orders/pay-by';
import { findOrder } from '../orders/queries';
import { itemsShown, orderView } from '../orders/view';
import { isOptionalMailKind } from './mail-kinds';
import type { MailContent } from './mail-message';
import { formatMoney, type MailCurrency, USD } from './mail-money';
import { MAIL_TEXTS } from './mail-texts';
import type { MailJob } from './queue-mail';
import type { MailTexts } from './texts/en';

export interface MailLinks {
  /** The mall's origin, where the buyer's pages are. */
  mall: string;
  /** The seller centre's address. */
  seller: string;
}

export interface ComposedMail {
  to: string;
  content: MailContent;
}

/** The kinds the user turned off, from `user.mail_off`. */
export function mailOffOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((kind): kind is string => typeof kind === 'string') : [];
  } catch {
    return [];
  }
}

async function currencyOf(db: Db, code: string): Promise<MailCurrency> {
  const row = await db.selectFrom('currency').select(['code', 'symbol', 'rate_micros', 'decimals']).where('code', '=', code).executeTakeFirst();
  return row ? { ...row, rate_micros: Number(row.rate_micros) } : USD;
}

export async function composeMail(db: Db, links: MailLinks, job: MailJob): Promise<ComposedMail | null> {
  const user = await db
    .selectFrom('user')
    .select(['email', 'firstname', 'lang', 'currency', 'mail_off', 'status'])
    .where('id', '=', job.userId)
    .executeTakeFirst();
  if (user?.status !== 'active' || !user.email) return null;
  if (isOptionalMailKind(job.kind) && mailOffOf(user.mail_off).includes(job.kind)) return null;
  const lang = resolveLang(user.lang);
  const texts = MAIL_TEXTS[lang];
  const site = await db.selectFrom('website_config').select('value').where('key', '=', 'site_name').executeTakeFirst();
  const mall = site?.value || 'Agora';
  const money = await currencyOf(db, user.currency);
  const ctx: Ctx = { db, lang, texts, mall, links, money, price: (cents: number) => formatMoney(cents, money, lang) };
  const body = await bodyOf(ctx, job);
  if (!body) return null;
  return {
    to: user.email,
    content: {
      locale: BCP47[lang],
      mall,
      greeting: formatMessage(texts.greeting, { name: user.firstname }),
      signOff: formatMessage(texts.signOff, { mall }),
      footer: formatMessage(texts.footer, { mall }),
      ...(isOptionalMailKind(job.kind) ? { manage: { label: texts.manage, url: `${links.mall}/#/pages/mine/confing` } } : {}),
      ...body,
    },
  };
}

interface Ctx {
  db: Db;
  lang: Lang;
  texts: MailTexts;
  mall: string;
  links: MailLinks;
  money: MailCurrency;
  price: (cents: number) => string;
}

type Body = Pick<MailContent, 'subject' | 'paragraphs' | 'details' | 'receipt' | 'actions'>;

const orderUrl = (ctx: Ctx, id: number) => `${ctx.links.mall}/#/pages/history/detail?id=${id}`;

function timeIn(ctx: Ctx, iso: string): string {
  return new Intl.DateTimeFormat(BCP47[ctx.lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

async function bodyOf(ctx: Ctx, job: MailJob): Promise<Body | null> {
  const { texts } = ctx;
  if (job.template === 'welcome') {
    return {
      subject: formatMessage(texts.welcomeSubject, { mall: ctx.mall }),
      paragraphs: [texts.welcomeBody],
      actions: [{ label: texts.startShopping, url: `${ctx.links.mall}/` }],
    };
  }
  if (job.template === 'receipt') return receiptOf(ctx, job.refId ?? 0);
  if (job.template === 'paymentDeclined' || job.template === 'unpaidReminder') return unpaidOf(ctx, job);
  return noticeMailOf(ctx, job);
}

/** The order placed: its lines with their options, the shop, the delivery, the totals and the address. */
async function receiptOf(ctx: Ctx, orderId: number): Promise<Body | null> {
  const row = await findOrder(ctx.db, orderId);
  if (!row) return null;
  const { texts, price } = ctx;
  const { card_pay_minutes } = await checkoutSettings(ctx.db);
  const order = orderView(row, await itemsShown(ctx.db, [row.id], ctx.lang), ctx.lang, card_pay_minutes);
  const method = { wallet: texts.methodWallet, card: texts.methodCard, cod: texts.methodCod }[order.payment_method];
  const delivery = [order.shipping_name, formatMessage(texts.deliveryDays, { min: row.shipping_days_min, max: row.shipping_days_max })]
    .filter(Boolean)
    .join(' · ');
  const totals = [
    { label: texts.subtotal, value: price(order.price) },
    { label: texts.shipping, value: price(order.shipping_fee) },
    ...(order.tax ? [{ label: texts.tax, value: price(order.tax) }] : []),
    ...(order.discount ? [{ label: texts.discount, value: price(-order.discount) }] : []),
    { label: texts.total, value: price(order.actual_pay), strong: true },
  ];
  const address = order.address;
  return {
    subject: formatMessage(texts.receiptSubject, { order: order.order_sn }),
    paragraphs: [texts.receiptIntro, ...(order.pay_by ? [formatMessage(texts.payBy, { time: timeIn(ctx, order.pay_by) })] : [])],
    details: [
      { label: texts.orderNumber, value: order.order_sn },
      { label: texts.placedOn, value: timeIn(ctx, order.date) },
      { label: texts.shop, value: order.shop.name },
      { label: texts.delivery, value: delivery },
      // Cash on delivery is paid at the door: "awaiting payment" would only worry the buyer.
      {
        label: texts.payment,
        value: order.payment_status === 'paid' ? `${method} · ${texts.paid}` : order.payment_method === 'cod' ? method : `${method} · ${texts.unpaid}`,
      },
    ],
    receipt: {
      labels: { item: texts.item, quantity: texts.quantity, amount: texts.amount, shipTo: texts.shipTo },
      lines: order.products.map((line) => ({
        name: line.name,
        options: Object.entries(line.options)
          .map(([name, value]) => `${name}: ${value}`)
          .join(' · '),
        quantity: line.quantity,
        amount: price(line.price * line.quantity),
      })),
      totals,
      shipTo: [
        `${order.customer_name} · ${order.telephone}`,
        address.address,
        [address.postcode, address.city, address.state].filter(Boolean).join(' '),
        address.country,
      ].filter(Boolean),
    },
    actions: [
      ...(order.pay_by ? [{ label: texts.payNow, url: orderUrl(ctx, order.id) }] : [{ label: texts.viewOrder, url: orderUrl(ctx, order.id) }]),
      { label: texts.invoice, url: `${ctx.links.mall}/#/pages/order/invoice?id=${order.id}` },
    ],
  };
}

/** A card declined, or an unpaid card order near its time: what it costs, until when, and where to pay. */
async function unpaidOf(ctx: Ctx, job: MailJob): Promise<Body | null> {
  const row = await findOrder(ctx.db, job.refId ?? 0);
  if (!row) return null;
  const { card_pay_minutes } = await checkoutSettings(ctx.db);
  const until = payBy(row, card_pay_minutes);
  if (!until) return null;
  const params = { order: row.order_sn, amount: ctx.price(Number(row.actual_pay)), time: timeIn(ctx, until) };
  const declined = job.template === 'paymentDeclined';
  return {
    subject: formatMessage(declined ? ctx.texts.declinedSubject : ctx.texts.unpaidSubject, params),
    paragraphs: [formatMessage(declined ? ctx.texts.declinedBody : ctx.texts.unpaidBody, params)],
    actions: [{ label: ctx.texts.payNow, url: orderUrl(ctx, row.id) }],
  };
}

/** A notice's news as mail: its title and text, the amounts in the reader's currency, and a way to it. */
async function noticeMailOf(ctx: Ctx, job: MailJob): Promise<Body | null> {
  const { texts } = ctx;
  const refId = job.refId ?? 0;
  // Money kept as cents (`amount_cents`, notices/notice-texts.ts) reads in the reader's currency;
  // a dollar text from a writer that keeps none is read again from its record.
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(job.params ?? {})) {
    if (name.endsWith('_cents') && typeof value === 'number') params[name.slice(0, -'_cents'.length)] = ctx.price(value);
    else params[name] = value;
  }
  if (!('amount_cents' in (job.params ?? {}))) {
    const amount = await amountOf(ctx, job.template, refId);
    if (amount !== null) params.amount = ctx.price(amount);
  }
  const notice = renderNotice(ctx.lang, { template: job.template, params: JSON.stringify(params), title: '', content: '' });
  const body: Body = { subject: notice.title, paragraphs: [notice.content], actions: [] };
  if (job.template.startsWith('order')) {
    const row = await findOrder(ctx.db, refId);
    if (!row) return null;
    body.details = [
      { label: texts.orderNumber, value: row.order_sn },
      { label: texts.shop, value: row.shop_name },
      { label: texts.total, value: ctx.price(Number(row.actual_pay)) },
    ];
    if (job.template === 'orderReceived') {
      body.actions = [{ label: texts.openSellerCentre, url: ctx.links.seller }];
      return body;
    }
    if (job.template === 'orderShipped') {
      body.details.push({ label: texts.carrier, value: row.arrival_method }, { label: texts.trackingNumber, value: row.log_sn });
      const track = new URLSearchParams({ order_sn: row.order_sn, email: row.email });
      body.actions.push({ label: texts.trackParcel, url: `${ctx.links.mall}/#/pages/order/track?${track}` });
    }
    body.actions.push({ label: texts.viewOrder, url: orderUrl(ctx, row.id) });
    return body;
  }
  if (job.template.endsWith('ForShop') || job.template.startsWith('product') || job.template === 'shopApplicationApproved') {
    body.actions = [{ label: texts.openSellerCentre, url: ctx.links.seller }];
  } else if (job.template.startsWith('refund')) {
    body.actions = [{ label: texts.viewRequest, url: `${ctx.links.mall}/#/pages/mine/refund_sent` }];
  } else if (job.template.startsWith('recharge') || job.template.startsWith('withdrawal')) {
    body.actions = [{ label: texts.openWallet, url: `${ctx.links.mall}/#/pages/mine/wallet` }];
  } else if (job.template === 'shopApplicationRejected') {
    body.actions = [{ label: texts.viewRequest, url: `${ctx.links.mall}/#/pages/shop/create` }];
  }
  return body;
}

/** The US cents a notice's `{amount}` stands for, read from its record; null when it has none. */
async function amountOf(ctx: Ctx, template: string, refId: number): Promise<number | null> {
  if (template.startsWith('refund')) {
    const row = await ctx.db.selectFrom('refund_request').select('amount').where('id', '=', refId).executeTakeFirst();
    return row ? Number(row.amount) : null;
  }
  if (template.startsWith('recharge')) {
    const row = await ctx.db.selectFrom('recharge').select(['amount', 'actual_amount']).where('id', '=', refId).executeTakeFirst();
    return row ? Number(row.actual_amount ?? row.amount) : null;
  }
  if (template.startsWith('withdrawal')) {
    const row = await ctx.db.selectFrom('withdrawal').select('amount').where('id', '=', refId).executeTakeFirst();
    return row ? Number(row.amount) : null;
  }
  return null;
}
