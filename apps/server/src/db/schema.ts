/**
 * Table types for Kysely. Times are ISO-8601 UTC strings and flags are 0/1 integers on both
 * dialects, so the same queries run on SQLite and PostgreSQL. Money is integer minor units.
 */

import type { StaffRole } from '@agora/contract/staff';
import type { Generated, Insertable, Selectable } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  firstname: string;
  email: string;
  phone: string;
  password_hash: string;
  avatar: Generated<string>;
  invitation_code: string;
  invited_by: number | null;
  lang: Generated<string>;
  status: Generated<'active' | 'disabled'>;
  created_at: string;
  updated_at: string;
  /** The phone (WhatsApp) number last proved by SMS code (phone-verify/), or ''. */
  phone_verified: Generated<string>;
  /** The e-mail address last proved by mailed code (account/email-verify.ts), or ''. */
  email_verified: Generated<string>;
  /** The currency the user reads amounts in (the web app's choice), for mails (modules/mail). */
  currency: Generated<string>;
  /** JSON array of the mail kinds the user turned off (modules/mail/mail-kinds.ts). */
  mail_off: Generated<string>;
}
export type UserRow = Selectable<UserTable>;

export interface UserRoleTable {
  user_id: number;
  role: 'buyer' | 'seller' | 'admin';
}

export interface StaffRoleTable {
  user_id: number;
  role: StaffRole;
  granted_by: number | null;
  created_at: string;
}

export interface StaffInviteTable {
  id: Generated<number>;
  email: string;
  /** JSON array of StaffRole. */
  roles: string;
  token_hash: string;
  invited_by: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface AccessTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: number;
  expires_at: string;
  created_at: string;
  /** The newest notice id when this session last opened the notices page (notices/notify-flag.ts). */
  notices_seen_id: Generated<number>;
}

/** An SMS code proving a phone number (phone-verify/); kept and limited as password-reset codes. */
/** E-mail verification codes (account/email-verify.ts), kept as phone codes are. */
export interface EmailCodeTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PhoneCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 of the code under the app secret (auth/tokens.ts `hashResetCode`), hex. */
  code_hash: string;
  /** Comparisons made so far; never more than `max_attempts`. */
  attempts: Generated<number>;
  /** Tries this code allows: the per-code limit or what is left of the account's daily one. */
  max_attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** An account's consecutive failed logins since its last successful one (auth/login-limits.ts). */
export interface LoginStreakTable {
  user_id: number;
  failures: Generated<number>;
  last_failed_at: string | null;
}

/** One failed login of the last hour: the hourly cap counts these (auth/login-limits.ts). */
export interface LoginFailureTable {
  id: Generated<number>;
  user_id: number;
  created_at: string;
}

export interface ShopTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  logo: Generated<string>;
  banner: Generated<string>;
  contact: Generated<string>;
  address: Generated<string>;
  id_front_image: Generated<string>;
  id_back_image: Generated<string>;
  status: 'pending' | 'active' | 'rejected' | 'suspended';
  /** The mall's commission on this shop's sales, basis points; null: website config `commission_bps`. */
  commission_bps: number | null;
  email: Generated<string>;
  /** Why the operator suspended the shop ('' unless `suspended`), and since when. */
  suspended_reason: Generated<string>;
  suspended_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** The products a shop's suspension took off sale; resuming puts back these (shops-admin). */
export interface ShopSuspendedProductTable {
  shop_id: number;
  product_id: number;
}

/** An application to open a shop; a rejected applicant's next one is a new row. */
export interface ShopApplicationTable {
  id: Generated<number>;
  user_id: number;
  shop_name: string;
  contact: string;
  email: string;
  address: string;
  description: Generated<string>;
  id_front_image: string;
  id_back_image: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: string | null;
  /** The shop approval opened. */
  shop_id: number | null;
  created_at: string;
}

/** A seller's request to add stock to a variant (notice type 300); approval adds `quantity`. */
export interface StockApplicationTable {
  id: Generated<number>;
  shop_id: number;
  variant_id: number;
  quantity: number;
  remark: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: Generated<string>;
  reviewed_at: string | null;
  created_at: string;
}

export interface AnnouncementTable {
  id: Generated<number>;
  created_by: number | null;
  created_at: string;
  /** 1 readers see it; 0 taken off their lists (the console still has it). */
  published: Generated<number>;
  updated_at: Generated<string | null>;
}

export interface AnnouncementTranslationTable {
  announcement_id: number;
  lang: string;
  title: string;
  body: string;
}

/** A one-time code that carries a session to the seller centre's or admin console's origin. */
export interface LoginHandoffTable {
  code_hash: string;
  user_id: number;
  remember: Generated<number>;
  expires_at: string;
  used_at: string | null;
}

export interface ShopTranslationTable {
  shop_id: number;
  lang: string;
  description: string;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  image: Generated<string>;
  sort: Generated<number>;
  /** 1: out of the storefront's menus and category pages (with its sub-categories); its products stay on sale. */
  hidden: Generated<number>;
  created_at: string;
}

export interface CategoryTranslationTable {
  category_id: number;
  lang: string;
  name: string;
}

export interface BrandTable {
  id: Generated<number>;
  name: string;
  logo: Generated<string>;
  sort: Generated<number>;
  /** 1: out of the storefront's brand lists and brand page; its products stay on sale. */
  hidden: Generated<number>;
  created_at: string;
}

/** A brand's name in a language other than English (`brand.name` is the English one). */
export interface BrandTranslationTable {
  brand_id: number;
  lang: string;
  name: string;
}

export interface ProductTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  brand_id: number | null;
  /** `pending` awaits review, `rejected` was refused (`review_reason`), `on_sale`/`off_sale` were approved. */
  status: 'draft' | 'pending' | 'rejected' | 'on_sale' | 'off_sale';
  review_reason: Generated<string>;
  image: Generated<string>;
  price: number;
  market_price: number;
  /** The running flash-deal price, else `price`; kept by the deal clock. */
  effective_price: number;
  stock: Generated<number>;
  sales: Generated<number>;
  /** The average of the product's reviews, one decimal, and their number: kept by catalog/product-ratings.ts. */
  rating: Generated<number>;
  rating_count: Generated<number>;
  recommended: Generated<number>;
  /** When the operator last took it off sale (status `rejected`, reason in `review_reason`); null if never. */
  taken_off_at: Generated<string | null>;
  /** The operator's order of featured products on the home page's hot and recommended lists; null: not featured. */
  hot_rank: Generated<number | null>;
  recommended_rank: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface ProductTranslationTable {
  product_id: number;
  lang: string;
  name: string;
  short_description: string;
  description: string;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  sort: number;
}

export interface ProductVariantTable {
  id: Generated<number>;
  product_id: number;
  /** The product's shop, copied: SKUs are unique per shop (`product_variant_shop_sku_uq`). */
  shop_id: number;
  sku: string;
  options: string; // JSON object: option name → value
  price: number;
  market_price: number;
  stock: number;
  sort: number;
  /** The variant's own picture (a media path), or null: the product's pictures stand for it. */
  image: string | null;
}

export interface CurrencyTable {
  code: string;
  name: string;
  symbol: string;
  /** Millionths of a unit per US dollar (display conversion only; money is US cents). */
  rate_micros: number;
  /** Digits after the decimal point amounts in it are shown with (JPY 0, USD 2); display only. */
  decimals: Generated<number>;
  /** 1: offered to buyers. */
  enabled: Generated<number>;
  sort: number;
}

export interface LanguageTable {
  code: string;
  name: string;
  icon: string;
  sort: number;
  /** 1: the language menu offers it. */
  enabled: Generated<number>;
}

export interface WalletTypeTable {
  id: Generated<number>;
  name: string;
  code: string;
  sort: number;
  /** Where buyers send a top-up: an address or bank details, free text. */
  receive_address: Generated<string>;
  /** Units of this currency per US dollar, in millionths. */
  rate_micros: Generated<number>;
  enabled: Generated<number>;
  /** Issue 23: `name` in other languages, JSON `{"th": "…"}`; a language missing reads `name`. */
  names: Generated<string>;
}

export type MoneyRequestState = 'pending' | 'completed' | 'failed' | 'cancelled';

/** A card charge that credits the buyer's wallet (issue 23); `amount` is US cents, `local_amount` minor units of `currency`. */
export interface CardTopUpTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  currency: string;
  local_amount: number;
  rate_micros: number;
  amount: number;
  provider: string;
  provider_ref: Generated<string>;
  status: 'succeeded' | 'declined' | 'pending';
  brand: Generated<string>;
  last4: Generated<string>;
  created_at: string;
  settled_at: string | null;
}

/** A user's wallet PIN: its scrypt hash, wrong tries since the last right one, locked until. */
export interface WalletPinTable {
  user_id: number;
  pin_hash: string;
  failures: Generated<number>;
  locked_until: string | null;
  updated_at: string;
}

export interface RechargeTable {
  id: Generated<number>;
  user_id: number;
  wallet_type_id: number;
  wallet_name: string;
  amount: number;
  actual_amount: number | null;
  rate_micros: number;
  /** As the buyer typed it (trimmed), for operators. */
  transaction_id: string;
  /** Its normal form (modules/topups/transaction-id.ts), unique: what duplicates are found by. */
  transaction_key: string;
  voucher: string;
  state: Generated<MoneyRequestState>;
  remark: Generated<string>;
  notice_id: number | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface PaymentSettingsTable {
  user_id: number;
  /** JSON: wallet type code → address. */
  wallets: Generated<string>;
  bank_name: Generated<string>;
  account_name: Generated<string>;
  account_number: Generated<string>;
  routing_number: Generated<string>;
  /** Issue 23: the bank's country and the details it asks for (payout-banks.ts). */
  country: Generated<string>;
  iban: Generated<string>;
  bic: Generated<string>;
  bank_code: Generated<string>;
  updated_at: string;
}

export interface WithdrawalTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  fee: Generated<number>;
  method: string;
  destination: string;
  flagged: Generated<number>;
  state: Generated<MoneyRequestState>;
  remark: Generated<string>;
  notice_id: number | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface AdvertTable {
  id: Generated<number>;
  position: string;
  image: string;
  link: string;
  sort: number;
  created_at: string;
  /** The storefront serves the advert from then (null: at once) until `ends_at` (null: for good). */
  starts_at: string | null;
  ends_at: string | null;
}

export interface AdvertTranslationTable {
  advert_id: number;
  lang: string;
  title: string;
}

export interface WebsiteConfigTable {
  key: string;
  value: string;
}

export interface NoticeTable {
  id: Generated<number>;
  user_id: number | null;
  type: number;
  state: number;
  title: string;
  content: string;
  /** The texts' key (server messages `notices.<template>`), or '' for `title`/`content` as written. */
  template: Generated<string>;
  /** The template's values, JSON. */
  params: Generated<string>;
  /** The record the notice is about (application, product, stock application), so its review can set `state`. */
  ref_id: number | null;
  is_read: Generated<number>;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  lang: string;
  created_at: string;
  /** Random and unique: the unsubscribe link carries it (null only for a row written before it was kept). */
  unsubscribe_token: string | null;
  /** When it unsubscribed; null while subscribed. */
  unsubscribed_at: string | null;
}

export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  /** 1 when the line takes part in the next checkout. */
  selected: Generated<number>;
  created_at: string;
}

export interface WishlistItemTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

/**
 * A product's option texts in one language: the option's name when `option_value` is '', else one
 * of its values. Keys are the options as the variants store them (`product_variant.options`).
 */
export interface VariantOptionTranslationTable {
  product_id: number;
  lang: string;
  option_name: string;
  option_value: Generated<string>;
  text: string;
}

export interface ProductWholesaleTable {
  id: Generated<number>;
  variant_id: number;
  min_quantity: number;
  price: number;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  rating: number;
  comment: string;
  /** JSON: the buyer's pictures, upload paths. */
  images: Generated<string>;
  /** 1: the operator hid it (`hidden_reason`); it leaves the product's reviews and rating. */
  hidden: Generated<number>;
  hidden_reason: Generated<string>;
  hidden_at: Generated<string | null>;
  created_at: string;
  /** The language it was written in (the writer's app language, `Lang`); '' for reviews written before it was kept. */
  lang: Generated<string>;
}

export interface CompareItemTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface FlashDealTable {
  id: Generated<number>;
  banner: Generated<string>;
  start_time: string;
  end_time: string;
  created_at: string;
}

export interface FlashDealTranslationTable {
  flash_deal_id: number;
  lang: string;
  title: string;
}

export interface FlashDealItemTable {
  id: Generated<number>;
  flash_deal_id: number;
  product_id: number;
  variant_id: number;
  deal_price: number;
  deal_quantity: number;
  sold: Generated<number>;
}

export interface MediaTable {
  id: Generated<number>;
  user_id: number | null;
  path: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  /** Hex sha256 of the stored file's bytes; null for uploads before 2026-11-28T1195 until first compared (repeat-flags). */
  sha256: Generated<string | null>;
}

/** How often a normalised search term was searched on a day (UTC), for trending searches (catalog/search-counts.ts). */
export interface SearchQueryDayTable {
  day: string;
  query: string;
  count: number;
}

export interface ProductSearchTable {
  product_id: number;
  text: string;
  /** CJK characters one per token (catalog/search-text.ts `cjkTokens`), for 1-2 character terms. */
  cjk: string;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** The state's or province's code within the country (ISO 3166-2 suffix where it has one). */
  state: Generated<string>;
  city: Generated<string>;
  postcode: Generated<string>;
  address: string;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WalletTable {
  user_id: number;
  balance: Generated<number>;
  frozen: Generated<number>;
  updated_at: string;
}

export interface WalletLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** What moved the money: `order_payment`, `order_refund`, `adjustment`, … */
  kind: string;
  /** Signed cents: income > 0, expense < 0. */
  amount: number;
  balance_after: number;
  frozen_after: Generated<number>;
  /** Signed change to `wallet.frozen` (a withdrawal's freeze +, its payout or release −). */
  frozen_change: Generated<number>;
  /** What it is about, e.g. `checkout:12` or `order:34`. */
  reference: Generated<string>;
  remark: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export interface ShippingOptionTable {
  id: Generated<number>;
  shop_id: number;
  code: string;
  /** JSON: language → name, `en` the fallback. */
  names: Generated<string>;
  fee: Generated<number>;
  /** Free when the shop order's subtotal reaches this; null never free. */
  free_above: number | null;
  days_min: Generated<number>;
  days_max: Generated<number>;
  sort: Generated<number>;
  active: Generated<number>;
  /** JSON: the ISO codes served; `[]` every country. */
  countries: Generated<string>;
}

/** The mall's default channels: a shop with none of its own ships by these (a shop channel's columns, without a shop). */
export type MallShippingOptionTable = Omit<ShippingOptionTable, 'shop_id' | 'active'>;

/** A shop's delivery terms besides its channels; no row: none set. */
export interface ShopShippingTable {
  shop_id: number;
  handling_days: Generated<number>;
  /** JSON: contact, phone, country, state, city, postcode, address. */
  pickup_address: Generated<string>;
  /** ISO-8601; its products cannot be bought before then. Null: open. */
  vacation_until: string | null;
}

export interface CouponTable {
  id: Generated<number>;
  /** null: the mall's coupon. */
  shop_id: number | null;
  code: string;
  names: Generated<string>;
  kind: 'amount' | 'percent';
  /** Cents off, or basis points off for `percent`. */
  value: number;
  max_discount: number | null;
  min_spend: Generated<number>;
  starts_at: string;
  ends_at: string;
  quantity: number;
  claimed: Generated<number>;
  used: Generated<number>;
  active: Generated<number>;
  created_at: string;
}

export interface CouponClaimTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number | null;
  checkout_id: number | null;
  used_at: string | null;
  claimed_at: string;
}

export interface CheckoutTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  payment_method: 'wallet' | 'card' | 'cod';
  total: number;
  /** What the first placement answered when it was not 200 (a declined card): a replay answers the same. */
  answer_code: number | null;
  created_at: string;
}

export type PaymentStatus = 'unpaid' | 'paid';
export type DeliveryStatus = 'to_ship' | 'on_the_road' | 'in_transit' | 'delivered' | 'completed' | 'cancelled';

export interface OrdersTable {
  id: Generated<number>;
  order_sn: string;
  checkout_id: number;
  user_id: number;
  shop_id: number;
  payment_method: 'wallet' | 'card' | 'cod';
  payment_status: Generated<PaymentStatus>;
  delivery_status: Generated<DeliveryStatus>;
  num: number;
  subtotal: Generated<number>;
  shipping_fee: Generated<number>;
  tax: Generated<number>;
  discount: Generated<number>;
  mall_discount: Generated<number>;
  actual_pay: Generated<number>;
  commission: Generated<number>;
  shipping_code: Generated<string>;
  shipping_names: Generated<string>;
  shipping_days_min: Generated<number>;
  shipping_days_max: Generated<number>;
  tax_bps: Generated<number>;
  commission_bps: Generated<number>;
  /** The referrer's share in force when the order was placed; null: placed before it was kept (the setting at settling). */
  affiliate_bps: number | null;
  remark: Generated<string>;
  cancel_remark: Generated<string>;
  arrival_method: Generated<string>;
  log_sn: Generated<string>;
  customer_name: string;
  email: string;
  phone: string;
  country: string;
  state: Generated<string>;
  city: Generated<string>;
  postcode: Generated<string>;
  address: string;
  pay_time: string | null;
  deliver_time: string | null;
  delivery_time: string | null;
  success_time: string | null;
  cancel_time: string | null;
  /** When completing it paid the seller, the commission and the referrer (once). */
  settled_at: string | null;
  /** The buyer's referrer paid on settling, and how much. */
  affiliate_user_id: number | null;
  affiliate_amount: Generated<number>;
  /** What refunded requests gave back: to the buyer, of the seller's sale, of the commission. */
  refunded_amount: Generated<number>;
  refunded_sale: Generated<number>;
  refunded_commission: Generated<number>;
  /** Of what refunds gave back: the tax, and the mall's coupon share taken back from the buyer. */
  refunded_tax: Generated<number>;
  refunded_mall_discount: Generated<number>;
  /** A card charge for this order is with the provider until then: no second charge starts before. */
  paying_until: string | null;
  /** The card provider refused a cancelled order's refund: an operator settles it by hand. */
  card_refund_failed: Generated<number>;
  /** When the mail saying an unpaid card order is about to be cancelled went out (once). */
  pay_reminded_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  /** JSON: language → the product's name when sold. */
  names: string;
  image: Generated<string>;
  options: Generated<string>;
  price: number;
  quantity: number;
  deal_item_id: number | null;
  commented: Generated<number>;
}

/** An operator's note on an order, or the record of what the mall did to it (admin console, Orders). */
export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  author_id: number | null;
  kind: Generated<'note' | 'cancel' | 'deliver'>;
  body: Generated<string>;
  created_at: string;
}

/** One money movement: its postings sum to zero (modules/books). */
export interface JournalEntryTable {
  id: Generated<number>;
  /** Unique: a retried or racing step posts at most once (`pay:checkout:12`, `settle:order:34`). */
  reference: string;
  kind: string;
  memo: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export interface PostingTable {
  id: Generated<number>;
  entry_id: number;
  /** `user:5:wallet`, `shop:2:pending`, `mall:commission`, … (README, chart of accounts). */
  account: string;
  /** The account's kind: `wallet`, `frozen`, `shop_pending`, `shop_cod`, `card`, `commission`, … */
  type: string;
  /** The user or shop the account belongs to; null for the mall's own. */
  owner_id: number | null;
  /** The order the money belongs to, when it does. */
  order_id: number | null;
  /** Signed cents: money into the account > 0. */
  amount: number;
  created_at: string;
}

export interface CardPaymentTable {
  id: Generated<number>;
  checkout_id: number;
  user_id: number;
  /** JSON array of the order ids this attempt paid for. */
  order_ids: string;
  provider: string;
  provider_ref: Generated<string>;
  amount: number;
  status: 'succeeded' | 'declined' | 'pending' | 'refunded';
  brand: Generated<string>;
  last4: Generated<string>;
  created_at: string;
}

/** A buyer's conversation with a shop (`shop_id`) or with the mall (`shop_id` null). */
export interface TicketTable {
  id: Generated<number>;
  user_id: number;
  shop_id: number | null;
  order_id: number | null;
  subject: string;
  state: Generated<'open' | 'answered' | 'closed'>;
  last_message_at: string;
  /** Messages from the shop or mall the buyer has not read. */
  buyer_unread: Generated<number>;
  /** Messages from the buyer the shop or mall has not read. */
  staff_unread: Generated<number>;
  closed_at: string | null;
  closed_by: 'buyer' | 'shop' | 'mall' | null;
  created_at: string;
  updated_at: string;
}

export interface TicketMessageTable {
  id: Generated<number>;
  ticket_id: number;
  side: 'buyer' | 'shop' | 'mall';
  author_user_id: number | null;
  body: string;
  /** JSON array of upload paths. */
  images: Generated<string>;
  created_at: string;
}

/** A buyer's refund or return request on one order line (modules/refunds). */
export interface RefundRequestTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  user_id: number;
  shop_id: number;
  type: 'refund' | 'return';
  quantity: number;
  amount: Generated<number>;
  sale_amount: Generated<number>;
  commission_amount: Generated<number>;
  /** Of `amount`: the tax given back, and the mall's coupon share the buyer does not get back. */
  tax_amount: Generated<number>;
  mall_coupon_amount: Generated<number>;
  reason: string;
  description: Generated<string>;
  /** JSON array of upload paths. */
  images: Generated<string>;
  state: Generated<'pending' | 'awaiting_goods' | 'goods_sent' | 'refunded' | 'rejected' | 'escalated' | 'closed' | 'cancelled'>;
  seller_reason: Generated<string>;
  /** The buyer's reason for asking the mall. */
  escalate_reason: Generated<string>;
  admin_reason: Generated<string>;
  log_sn: Generated<string>;
  send_date: string | null;
  escalated: Generated<number>;
  refund_to: Generated<'wallet' | 'card'>;
  card_refund_failed: Generated<number>;
  created_at: string;
  reviewed_at: string | null;
  sent_at: string | null;
  received_at: string | null;
  refunded_at: string | null;
  cancelled_at: string | null;
  escalated_at: string | null;
  decided_at: string | null;
  updated_at: string;
}

/** A policy page ('about_us' | 'privacy' | 'return' | 'support' | 'terms'); its texts are per language. */
export interface PolicyPageTable {
  key: string;
  published: Generated<number>;
  updated_at: string;
}

export interface PolicyTranslationTable {
  key: string;
  lang: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  updated_at: string;
}

export interface BlogCategoryTable {
  id: Generated<number>;
  sort: Generated<number>;
  created_at: string;
}

export interface BlogCategoryTranslationTable {
  category_id: number;
  lang: string;
  name: string;
}

export interface BlogArticleTable {
  id: Generated<number>;
  category_id: number;
  /** A media path. */
  cover_image: Generated<string>;
  published: Generated<number>;
  /** Set when first published. */
  published_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BlogArticleTranslationTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
}

/** A shop's CSV import: one at a time per shop, a few an hour (seller/product-csv-import-record.ts). */
export interface ProductImportTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number | null;
  status: 'running' | 'done' | 'refused' | 'failed';
  lines: Generated<number>;
  /** Products it created and updated; after a failure, what it left (created ones are removed). */
  created: Generated<number>;
  updated: Generated<number>;
  error: Generated<string>;
  started_at: string;
  /** Moved on by every batch: a running import whose time stood still for minutes died with its process. */
  updated_at: string;
  finished_at: string | null;
}

/** One block of an account (modules/users-admin): who, when, why; lifted when `unblocked_at` is set. */
export interface UserBlockTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  blocked_by: number | null;
  blocked_at: string;
  unblocked_by: number | null;
  unblocked_at: string | null;
}

/** A successful login, with the address and browser it came from (modules/users-admin). */
export interface SignInTable {
  id: Generated<number>;
  user_id: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: string;
}

/** One write by an operator or a seller (modules/audit-trail): append-only, each row chained to the one before by `prev_hash`. */
export interface AuditTrailTable {
  /** The row's place in the chain, given by the appender: 1, 2, 3 … */
  id: number;
  created_at: string;
  actor_user_id: number | null;
  /** Staff roles (`owner`, `finance,support`) or `seller`. */
  actor_roles: string;
  actor_shop_id: number | null;
  ip: string;
  /** Method and route: `POST /api/admin/wallet/adjust`. */
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON texts, secrets removed. */
  before: string | null;
  after: string | null;
  reason: string | null;
  prev_hash: string;
  hash: string;
}

/** The audit trail's head (one row, id 1): its last row's id and hash. Appends lock it, so they queue. */
export interface AuditTrailHeadTable {
  id: number;
  last_id: number;
  hash: string;
  /** How many UPDATE/DELETE statements the trail's rows have seen (triggers; the app never makes any). */
  changes: Generated<number>;
}

export interface Database {
  user: UserTable;
  user_role: UserRoleTable;
  staff_role: StaffRoleTable;
  staff_invite: StaffInviteTable;
  access_token: AccessTokenTable;
  password_reset: PasswordResetTable;
  phone_code: PhoneCodeTable;
  email_code: EmailCodeTable;
  login_streak: LoginStreakTable;
  login_failure: LoginFailureTable;
  shop: ShopTable;
  shop_suspended_product: ShopSuspendedProductTable;
  shop_translation: ShopTranslationTable;
  shop_application: ShopApplicationTable;
  stock_application: StockApplicationTable;
  announcement: AnnouncementTable;
  announcement_translation: AnnouncementTranslationTable;
  login_handoff: LoginHandoffTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  brand: BrandTable;
  brand_translation: BrandTranslationTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_image: ProductImageTable;
  product_variant: ProductVariantTable;
  product_import: ProductImportTable;
  variant_option_translation: VariantOptionTranslationTable;
  currency: CurrencyTable;
  language: LanguageTable;
  wallet_type: WalletTypeTable;
  recharge: RechargeTable;
  card_top_up: CardTopUpTable;
  wallet_pin: WalletPinTable;
  payment_settings: PaymentSettingsTable;
  withdrawal: WithdrawalTable;
  advert: AdvertTable;
  advert_translation: AdvertTranslationTable;
  website_config: WebsiteConfigTable;
  notice: NoticeTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  cart_item: CartItemTable;
  wishlist_item: WishlistItemTable;
  product_wholesale: ProductWholesaleTable;
  review: ReviewTable;
  compare_item: CompareItemTable;
  flash_deal: FlashDealTable;
  flash_deal_translation: FlashDealTranslationTable;
  flash_deal_item: FlashDealItemTable;
  media: MediaTable;
  product_search: ProductSearchTable;
  search_query_day: SearchQueryDayTable;
  address: AddressTable;
  wallet: WalletTable;
  wallet_ledger: WalletLedgerTable;
  shipping_option: ShippingOptionTable;
  mall_shipping_option: MallShippingOptionTable;
  shop_shipping: ShopShippingTable;
  coupon: CouponTable;
  coupon_claim: CouponClaimTable;
  checkout: CheckoutTable;
  orders: OrdersTable;
  order_item: OrderItemTable;
  order_note: OrderNoteTable;
  card_payment: CardPaymentTable;
  journal_entry: JournalEntryTable;
  posting: PostingTable;
  refund_request: RefundRequestTable;
  ticket: TicketTable;
  ticket_message: TicketMessageTable;
  policy_page: PolicyPageTable;
  policy_translation: PolicyTranslationTable;
  blog_category: BlogCategoryTable;
  blog_category_translation: BlogCategoryTranslationTable;
  blog_article: BlogArticleTable;
  blog_article_translation: BlogArticleTranslationTable;
  user_block: UserBlockTable;
  sign_in: SignInTable;
  audit_trail: AuditTrailTable;
  audit_trail_head: AuditTrailHeadTable;
}

export type NewUser = Insertable<UserTable>;
