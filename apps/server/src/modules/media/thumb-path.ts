/**
 * Where the 400 px copy of a stored image is: beside it, named `-thumb.webp`. Every image the mall
 * stores has one (uploads, and the demo's product pictures); an absolute address has none, so it
 * is its own thumbnail. Cards show thumbnails: a seller's 2000 px photo would be ten times the bytes.
 * @example thumbOf('upload/2026/11/3f2a.webp') // 'upload/2026/11/3f2a-thumb.webp'
 */
export function thumbOf(image: string): string {
  if (/^(https?:)?\/\//.test(image) || !image.endsWith('.webp')) return image;
  return image.replace(/\.webp$/, '-thumb.webp');
}
