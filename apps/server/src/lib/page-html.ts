/**
 * The mall's own pages (policies, blog articles) are rich text written by operators and sanitised
 * when saved, so what is stored is safe to show anywhere. An allow-list, not a block-list:
 * paragraphs, h2/h3 (h1 and h4 become them), lists, strong/em (b/i become them), blockquotes, line breaks, links and
 * images. Links keep only an http, https or mailto address, or a relative one (`/pages/…`, `#…`);
 * outside links open in a new tab without the opener. Images keep only a relative path (a media
 * path such as `upload/2026/11/….webp`, or `/media/…`) or an address under the media base, plus
 * `alt`; an image without an acceptable `src` is dropped. Everything else goes: scripts and
 * styles with their content, event handlers, `style`, iframes, forms, `javascript:` and `data:`.
 */
import sanitizeHtml, { type Attributes } from 'sanitize-html';

export const PAGE_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'br'];

const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('\\');

/**
 * @example sanitizePageHtml('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">me</a></p>')
 * // '<p>Hi<a>me</a></p>'
 */
export function sanitizePageHtml(html: string, mediaBaseUrl = '/media'): string {
  const absoluteMediaBase = /^https?:\/\//i.test(mediaBaseUrl) ? `${mediaBaseUrl.replace(/\/+$/, '')}/` : null;
  return sanitizeHtml(html, {
    allowedTags: PAGE_HTML_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      b: 'strong',
      i: 'em',
      h1: 'h2',
      h4: 'h3',
      a: (_tag, given) => {
        const href = (given.href ?? '').trim();
        const outside = /^https?:\/\//i.test(href);
        const attribs: Attributes = outside ? { href, rel: 'noopener noreferrer', target: '_blank' } : href ? { href } : {};
        return { tagName: 'a', attribs };
      },
      img: (_tag, attribs) => {
        const src = (attribs.src ?? '').trim();
        const ours = src !== '' && (!hasScheme(src) || (absoluteMediaBase !== null && src.startsWith(absoluteMediaBase)));
        const kept: Attributes = ours ? { src, alt: attribs.alt ?? '' } : {};
        return { tagName: 'img', attribs: kept };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}
