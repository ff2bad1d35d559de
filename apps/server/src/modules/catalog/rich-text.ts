/**
 * Product descriptions are rich text, sanitised when written: only paragraphs, lists, emphasis
 * and line breaks survive, without attributes. Scripts, styles, event handlers, links, images
 * and iframes are dropped (with the content of scripts and styles), so what is stored is safe to
 * show anywhere. The web app renders the same short list of tags.
 */
import sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br'];

/** @example sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>' */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { allowedTags: RICH_TEXT_TAGS, allowedAttributes: {}, disallowedTagsMode: 'discard' }).trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as rich text: escaped, in one paragraph. @example paragraphOf('a < b') // '<p>a &lt; b</p>' */
export function paragraphOf(text: string): string {
  return `<p>${text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)}</p>`;
}
