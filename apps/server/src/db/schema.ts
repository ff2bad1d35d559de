/**
 * Table types for Kysely. Times are ISO-8601 UTC strings and flags are 0/1 integers on both
 * dialects, so the same queries run on SQLite and PostgreSQL. Money is integer minor units.
 */
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
}
export type UserRow = Selectable<UserTable>;

export interface UserRoleTable {
  user_id: number;
  role: 'buyer' | 'seller' | 'admin';
}

export interface AccessTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: number;
  expires_at: string;
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
  created_at: string;
  updated_at: string;
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
  created_at: string;
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
  rate: number;
  sort: number;
}

export interface LanguageTable {
  code: string;
  name: string;
  icon: string;
  sort: number;
}

export interface WalletTypeTable {
  id: Generated<number>;
  name: string;
  code: string;
  sort: number;
}

export interface AdvertTable {
  id: Generated<number>;
  position: string;
  image: string;
  link: string;
  sort: number;
  created_at: string;
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
}

export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
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
  created_at: string;
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
}

export interface ProductSearchTable {
  product_id: number;
  text: string;
  /** CJK characters one per token (catalog/search-text.ts `cjkTokens`), for 1-2 character terms. */
  cjk: string;
}

export interface Database {
  user: UserTable;
  user_role: UserRoleTable;
  access_token: AccessTokenTable;
  password_reset: PasswordResetTable;
  shop: ShopTable;
  shop_translation: ShopTranslationTable;
  shop_application: ShopApplicationTable;
  stock_application: StockApplicationTable;
  announcement: AnnouncementTable;
  announcement_translation: AnnouncementTranslationTable;
  login_handoff: LoginHandoffTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  brand: BrandTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_image: ProductImageTable;
  product_variant: ProductVariantTable;
  variant_option_translation: VariantOptionTranslationTable;
  currency: CurrencyTable;
  language: LanguageTable;
  wallet_type: WalletTypeTable;
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
}

export type NewUser = Insertable<UserTable>;
