/**
 * The demo's pictures of a product in each of its colours, so picking "Rose Gold" shows a rose
 * gold one: the product's own drawing with the colour as its main ink. Variants of one colour
 * (every size of a navy shirt) share the picture.
 */
import type { ArtKind, DemoVariant } from './demo-types';
import type { ImageJob } from './images';
import { productSvg } from './product-art';

/** The colour each demo colour name is drawn in; a name not here gets no picture of its own. */
const INKS: Readonly<Record<string, string>> = {
  Black: '#1f2329',
  'Midnight Black': '#111827',
  'Matte Black': '#2b2d31',
  Navy: '#1e3a5f',
  White: '#f4f5f7',
  Cream: '#f3ead6',
  Silver: '#c3c9d1',
  'Space Grey': '#5b6270',
  Grey: '#8a919c',
  Beige: '#d9c7a7',
  Sand: '#d8c39a',
  Tan: '#c19a6b',
  Red: '#c62828',
  'Ruby Red': '#9b111e',
  Berry: '#8e2453',
  Coral: '#f07167',
  'Rose Gold': '#d4a29c',
  'Nude Rose': '#d8a7a0',
  Terracotta: '#c8623e',
  Teal: '#0f766e',
  Mint: '#98e2c6',
  Sage: '#9caf88',
  'Sky Blue': '#7cc4f0',
  'Ocean Blue': '#1f6f9f',
  Light: '#f1d3b8',
  Medium: '#c99a72',
};

/** Letters and digits of a colour name, for its file name ("Rose Gold" → "rose-gold"). */
const fileSlug = (colour: string) => colour.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * One picture per colour of the product's variants: where each colour's picture lives and the
 * drawings to render. Products without colours get none.
 */
export function variantPictures(
  productId: number,
  art: ArtKind,
  palette: readonly string[],
  variants: readonly DemoVariant[],
): { byColour: Map<string, string>; jobs: ImageJob[] } {
  const byColour = new Map<string, string>();
  const jobs: ImageJob[] = [];
  for (const variant of variants) {
    const colour = variant.options.color;
    const ink = colour === undefined ? undefined : INKS[colour];
    if (colour === undefined || ink === undefined || byColour.has(colour)) continue;
    const file = `catalog/product/${productId}-${fileSlug(colour)}.webp`;
    byColour.set(colour, file);
    jobs.push({ file, svg: productSvg(art, [ink, ...palette.slice(1)], 0), width: 800, height: 800, thumbWidth: 400 });
  }
  return { byColour, jobs };
}
