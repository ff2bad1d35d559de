/**
 * The gallery's pictures for a product and the chosen variant. A variant with a picture of its
 * own (`image`, when the API sends one) is shown: the product's picture it names, or its own
 * picture in front of the product's. `index` is where the gallery should go, or null to stay.
 * @example galleryImages(product, { image: 'p/2.webp' }) // { images: [...], thumbs: [...], index: 1 }
 */
import type { ProductDetail, Variant } from '@agora/contract/catalog';

/** A variant's own picture. Not in the contract yet: read when present, ignored otherwise. */
export type VariantPicture = { image?: string | null; thumb?: string | null };

export interface GalleryImages {
  images: string[];
  thumbs: string[];
  index: number | null;
}

export function galleryImages(
  product: Pick<ProductDetail, 'images' | 'thumbs' | 'image' | 'thumb'>,
  variant: (Partial<Variant> & VariantPicture) | null | undefined,
): GalleryImages {
  const images = product.images.length ? product.images : [product.image];
  const thumbs = product.images.length ? images.map((src, i) => product.thumbs[i] ?? src) : [product.thumb || product.image];
  const own = typeof variant?.image === 'string' && variant.image !== '' ? variant.image : null;
  if (!own) return { images, thumbs, index: null };
  const at = images.indexOf(own);
  if (at >= 0) return { images, thumbs, index: at };
  return { images: [own, ...images], thumbs: [variant?.thumb || own, ...thumbs], index: 0 };
}
