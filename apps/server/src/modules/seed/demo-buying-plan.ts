/**
 * What the demo buyers did over the last two months, as data for demo-buying.ts: the money an
 * operator put in their wallets, their delivery addresses, each demo shop's shipping options, and
 * the checkouts they placed, each with the state its orders reached. Products are not named here:
 * the seed picks them from each shop's catalogue (deterministically), so this plan survives
 * changes to the catalogue.
 */
import type { PaymentMethod } from '@agora/contract/checkout';
import type { Localized } from '@agora/contract/locale';
import type { DeliveryStatus } from '../../db/schema';

/** Cents an operator credited to each demo buyer (in DEMO_BUYERS order) before their first order. */
export const TOP_UPS = [250_000, 180_000, 120_000];
export const TOP_UP_REMARK = 'Demo welcome credit';

/**
 * Demo buyers who registered with another's invitation code (index → the referrer's index, in
 * DEMO_BUYERS order): the third buyer's completed orders earn the first a referral share.
 */
export const REFERRALS: [referred: number, referrer: number][] = [[2, 0]];

export interface DemoAddress {
  country: string;
  state: string;
  city: string;
  postcode: string;
  address: string;
}

/** Each demo buyer's addresses (DEMO_BUYERS order), the first the default; places are codes modules/locations knows. */
export const ADDRESSES: DemoAddress[][] = [
  [
    { country: 'US', state: 'NY', city: 'New York City', postcode: '10011', address: '245 West 17th Street, Apt 4C' },
    { country: 'US', state: 'CA', city: 'San Francisco', postcode: '94107', address: '500 Brannan Street, Suite 300' },
  ],
  [
    { country: 'JP', state: '13', city: 'Shibuya-ku', postcode: '150-0001', address: '神宮前4-12-8 グリーンハイツ302' },
    { country: 'JP', state: '27', city: 'Osaka', postcode: '530-0012', address: '北区芝田2-7-18 梅田レジデンス1105' },
  ],
  [{ country: 'ID', state: 'JK', city: 'Jakarta Selatan', postcode: '12730', address: 'Jl. Kemang Raya No. 17, RT 05/RW 02, Bangka, Mampang Prapatan' }],
];

export type ShopKey = 'pixel-harbor' | 'mira-atelier' | 'green-basket' | 'playfield';

export interface ShippingTerms {
  fee: number;
  free_above: number | null;
  days_min: number;
  days_max: number;
}

/** Standard (free above an amount) and express, per demo shop: bulky electronics and bikes cost more to send fast. */
export const SHIPPING: Record<ShopKey, { standard: ShippingTerms; express: ShippingTerms }> = {
  'pixel-harbor': { standard: { fee: 499, free_above: 5000, days_min: 3, days_max: 6 }, express: { fee: 1499, free_above: null, days_min: 1, days_max: 2 } },
  'mira-atelier': { standard: { fee: 399, free_above: 3500, days_min: 3, days_max: 7 }, express: { fee: 999, free_above: null, days_min: 1, days_max: 3 } },
  'green-basket': { standard: { fee: 599, free_above: 6000, days_min: 2, days_max: 5 }, express: { fee: 1299, free_above: null, days_min: 1, days_max: 1 } },
  playfield: { standard: { fee: 499, free_above: 4000, days_min: 4, days_max: 8 }, express: { fee: 1999, free_above: null, days_min: 2, days_max: 3 } },
};

export const EXPRESS_NAMES: Localized = {
  en: 'Express delivery',
  es: 'Envío exprés',
  jp: 'お急ぎ便',
  hi: 'एक्सप्रेस डिलीवरी',
  id: 'Pengiriman kilat',
  zh: '特快配送',
  th: 'จัดส่งด่วน',
  zhtw: '快速到貨',
  pt: 'Entrega expressa',
  ms: 'Penghantaran ekspres',
  vn: 'Giao hàng nhanh',
};

export interface DemoPurchase {
  /** Index into DEMO_BUYERS. */
  buyer: number;
  daysAgo: number;
  /** One line from each shop: one order per shop. */
  shops: ShopKey[];
  pay: PaymentMethod;
  /** The state its orders end in; `completed` is the buyer confirming receipt. */
  end: DeliveryStatus;
  /** Index into the buyer's ADDRESSES (default 0). */
  address?: number;
  express?: boolean;
  remark?: string;
  cancelRemark?: string;
  /** A review of the first order's line, once completed. */
  review?: { rating: number; comment: string };
}

/**
 * Every delivery state and both payment states, over about 60 days so the seller dashboard's
 * this-month and last-month charts both have sales. Orders still on their way were shipped within
 * the last days: older ones would be completed by the sweep (`auto_complete_days`). No unpaid card
 * order: the sweep would cancel it.
 */
export const PURCHASES: DemoPurchase[] = [
  {
    buyer: 0,
    daysAgo: 58,
    shops: ['pixel-harbor', 'mira-atelier'],
    pay: 'wallet',
    end: 'completed',
    review: { rating: 5, comment: 'Arrived well packed and two days early. Exactly as pictured — really happy with it.' },
  },
  {
    buyer: 1,
    daysAgo: 52,
    shops: ['pixel-harbor'],
    pay: 'wallet',
    end: 'completed',
    review: { rating: 5, comment: '丁寧に梱包されていて、予定より早く届きました。写真どおりの品質で大満足です。' },
  },
  {
    buyer: 2,
    daysAgo: 45,
    shops: ['mira-atelier', 'green-basket'],
    pay: 'wallet',
    end: 'completed',
    review: { rating: 4, comment: 'Pengiriman cepat dan packing rapi. Barang sesuai foto, cuma warnanya sedikit lebih gelap.' },
  },
  {
    buyer: 0,
    daysAgo: 41,
    shops: ['green-basket'],
    pay: 'card',
    end: 'completed',
    remark: 'Please leave it with the doorman if I am out.',
    review: { rating: 4, comment: 'Good quality for the price. Delivery took a day longer than promised, but the seller kept me updated.' },
  },
  {
    buyer: 1,
    daysAgo: 38,
    shops: ['green-basket', 'playfield'],
    pay: 'card',
    end: 'completed',
    address: 1,
    express: true,
    remark: '実家宛てです。午前中の配達を希望します。',
  },
  { buyer: 0, daysAgo: 33, shops: ['playfield'], pay: 'cod', end: 'completed' },
  {
    buyer: 2,
    daysAgo: 29,
    shops: ['playfield'],
    pay: 'cod',
    end: 'completed',
    remark: 'Tolong titip di pos satpam kalau saya tidak di rumah.',
    review: { rating: 5, comment: 'Anak saya suka sekali! Kualitasnya bagus dan penjualnya ramah. Pasti belanja lagi di sini.' },
  },
  { buyer: 0, daysAgo: 26, shops: ['mira-atelier'], pay: 'wallet', end: 'cancelled', cancelRemark: 'Ordered the wrong size' },
  { buyer: 1, daysAgo: 20, shops: ['mira-atelier'], pay: 'cod', end: 'cancelled', cancelRemark: '注文内容を間違えました' },
  { buyer: 2, daysAgo: 15, shops: ['pixel-harbor'], pay: 'wallet', end: 'completed' },
  { buyer: 0, daysAgo: 12, shops: ['pixel-harbor'], pay: 'card', end: 'completed', address: 1 },
  { buyer: 1, daysAgo: 9, shops: ['playfield'], pay: 'wallet', end: 'completed' },
  { buyer: 0, daysAgo: 6, shops: ['green-basket'], pay: 'wallet', end: 'delivered', express: true },
  { buyer: 2, daysAgo: 5, shops: ['green-basket'], pay: 'cod', end: 'delivered' },
  { buyer: 1, daysAgo: 4, shops: ['mira-atelier'], pay: 'card', end: 'on_the_road' },
  { buyer: 0, daysAgo: 3, shops: ['playfield'], pay: 'card', end: 'in_transit' },
  { buyer: 2, daysAgo: 2, shops: ['playfield'], pay: 'wallet', end: 'on_the_road', express: true },
  { buyer: 0, daysAgo: 1, shops: ['mira-atelier', 'pixel-harbor'], pay: 'wallet', end: 'to_ship', address: 1 },
  { buyer: 2, daysAgo: 0.5, shops: ['mira-atelier'], pay: 'card', end: 'to_ship' },
  { buyer: 1, daysAgo: 0.3, shops: ['green-basket'], pay: 'cod', end: 'to_ship', remark: '置き配でお願いします。' },
];

/** Carriers a shop would use to each buyer's country, with a tracking number shaped like theirs. */
export const CARRIERS: Record<string, { name: string; number: (digits: string) => string }[]> = {
  US: [
    { name: 'UPS', number: (d) => `1Z${d.slice(0, 6)}03${d.slice(6, 14)}` },
    { name: 'FedEx', number: (d) => d.slice(0, 12) },
  ],
  JP: [
    { name: 'Yamato Transport', number: (d) => d.slice(0, 12) },
    { name: 'Japan Post', number: (d) => `EJ${d.slice(0, 9)}JP` },
  ],
  ID: [
    { name: 'JNE', number: (d) => `CGK${d.slice(0, 13)}` },
    { name: 'J&T Express', number: (d) => `JP${d.slice(0, 10)}` },
  ],
};
