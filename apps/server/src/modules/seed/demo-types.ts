/** Shapes of the demo catalogue that the seed writes into an empty database. */
import type { Localized } from '@agora/contract/locale';

/** Which drawing `product-art.ts` makes for a product's pictures. */
export type ArtKind =
  | 'phone'
  | 'laptop'
  | 'headphones'
  | 'watch'
  | 'camera'
  | 'tv'
  | 'tshirt'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'cap'
  | 'sofa'
  | 'lamp'
  | 'pot'
  | 'mug'
  | 'plant'
  | 'lipstick'
  | 'bottle'
  | 'ball'
  | 'bike'
  | 'book'
  | 'toy'
  | 'fruit'
  | 'coffee';

export interface DemoCategory {
  key: string;
  name: Localized;
  /** Accent colour (#rrggbb) for the category tile and its generated image. */
  color: string;
  art: ArtKind;
  children: { key: string; name: Localized; art: ArtKind }[];
}

export interface DemoBrand {
  key: string;
  name: string;
  /** Logo colour (#rrggbb). */
  color: string;
}

export interface DemoShop {
  key: string;
  name: string;
  description: Localized;
  color: string;
  owner: { firstname: string; email: string; phone: string };
  /** Where the shop ships from (the shop settings require it, as the application does). */
  address: string;
}

export interface DemoVariant {
  sku: string;
  /** Option name → value, e.g. { color: 'Black', size: 'M' }; empty for a single-variant product. */
  options: Record<string, string>;
  /** Integer US cents. */
  price: number;
  market_price: number;
  stock: number;
}

export interface DemoProduct {
  key: string;
  shop: string; // DemoShop.key
  category: string; // a child DemoCategory key
  brand: string | null; // DemoBrand.key
  name: Localized;
  short_description: Localized;
  /** Simple HTML: <p>, <ul><li>, <strong> only. */
  description: Localized;
  art: ArtKind;
  /** Two or three colours (#rrggbb) used to draw the product's images. */
  palette: string[];
  variants: DemoVariant[];
  sales: number;
  /**
   * The average the seed's reviews aim at (1..5, one decimal) and how many it writes; the
   * product's rating and count are then computed from those reviews, as always.
   */
  stars: number;
  reviews: number;
  recommended: boolean;
}

export interface DemoAdvert {
  position: 'top' | 'center_top' | 'center' | 'center_bottom' | 'bottom';
  title: Localized;
  /** Hash-route link inside the mall, e.g. '/pages/flash-deals/flash-deals', or `category:<key>` for a category page. */
  link: string;
  colors: [string, string];
  art: ArtKind;
}
