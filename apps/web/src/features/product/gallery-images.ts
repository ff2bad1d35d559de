/**
 * The gallery's pictures for a product and the chosen variant. A variant with a picture of its
 * own (`image`) is shown: the product's picture it names, or its own picture in front of the
 * product's. `index` is where the gallery should go, or null to stay.
 * @example galleryImages(product, { image: 'p/2.webp' }) // { images: [...], thumbs: [...], index: 1 }
 */
import type { ProductDetail, Variant } from '@agora/contract/catalog';

export interface GalleryImages {
  images: string[];
  thumbs: string[];
  index: number | null;
}

export function galleryImages(
  product: Pick<ProductDetail, 'images' | 'thumbs' | 'image' | 'thumb'>,
  variant: Partial<Pick<Variant, 'image' | 'thumb'>> | null | undefined,
): GalleryImages {
  const images = product.images.length ? product.images : [product.image];
  const thumbs = product.images.length ? images.map((src, i) => product.thumbs[i] ?? src) : [product.thumb || product.image];
  const own = typeof variant?.image === 'string' && variant.image !== '' ? variant.image : null;
  if (!own) return { images, thumbs, index: null };
  const at = images.indexOf(own);
  if (at >= 0) return { images, thumbs, index: at };
  return { images: [own, ...images], thumbs: [variant?.thumb || own, ...thumbs], index: 0 };
}
