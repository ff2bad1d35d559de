/**
 * The 400 px copy of a picture the mall stored: beside it, named `-thumb.webp` (the server's
 * convention, apps/server/src/modules/media/thumb-path.ts, which made every upload's copy). An
 * outside address or another format has none, so it is its own thumbnail. For answers that give
 * only the pictures, such as a review's.
 * @example thumbOf('upload/2026/11/3f2a.webp') // 'upload/2026/11/3f2a-thumb.webp'
 */
export function thumbOf(image: string): string {
  if (/^(https?:)?\/\//.test(image) || !image.endsWith('.webp')) return image;
  return image.replace(/\.webp$/, '-thumb.webp');
}
