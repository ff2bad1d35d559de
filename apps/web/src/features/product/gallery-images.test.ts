import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images';

const product = { image: 'a.webp', thumb: 'a-thumb.webp', images: ['a.webp', 'b.webp', 'c.webp'], thumbs: ['a-thumb.webp', 'b-thumb.webp', 'c-thumb.webp'] };

describe('galleryImages', () => {
  it("shows the product's pictures and stays where it is for a variant without a picture", () => {
    expect(galleryImages(product, {})).toEqual({ images: product.images, thumbs: product.thumbs, index: null });
    expect(galleryImages(product, null).index).toBeNull();
    expect(galleryImages(product, { image: '' }).index).toBeNull();
  });

  it("goes to the product's picture the variant names", () => {
    expect(galleryImages(product, { image: 'c.webp' })).toEqual({ images: product.images, thumbs: product.thumbs, index: 2 });
  });

  it("puts a variant's own picture first and goes there", () => {
    expect(galleryImages(product, { image: 'red.webp', thumb: 'red-thumb.webp' })).toEqual({
      images: ['red.webp', ...product.images],
      thumbs: ['red-thumb.webp', ...product.thumbs],
      index: 0,
    });
    // Without a thumbnail the picture is its own.
    expect(galleryImages(product, { image: 'red.webp' }).thumbs[0]).toBe('red.webp');
  });

  it('falls back to the main image when the product lists none', () => {
    expect(galleryImages({ ...product, images: [], thumbs: [] }, null)).toEqual({ images: ['a.webp'], thumbs: ['a-thumb.webp'], index: null });
  });
});
