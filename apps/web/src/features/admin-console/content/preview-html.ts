/**
 * What the live preview shows of HTML still being typed: the tags and attributes the server keeps
 * (lib/page-html.ts), nothing else, so a pasted script or handler never runs in the console
 * before the server has sanitised it. Not a substitute for the server's sanitising.
 * @example previewHtml('<p onclick="x()">Hi<script>1</script></p>') // '<p>Hi</p>'
 */
const TAGS = new Set(['P', 'H2', 'H3', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'A', 'IMG', 'BLOCKQUOTE', 'BR']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE', 'NOSCRIPT']);
const ATTRIBUTES: Record<string, string[]> = { A: ['href'], IMG: ['src', 'alt'] };
const SAFE_URL = /^(https?:|mailto:|\/|#|[\w.-]+\/)/i;

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (DROPPED_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child);
    if (!TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    const kept = ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      const url = attribute.name === 'href' || attribute.name === 'src';
      if (!kept.includes(attribute.name) || (url && !SAFE_URL.test(attribute.value.trim()))) child.removeAttribute(attribute.name);
    }
  }
}

export function previewHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  clean(body);
  return body.innerHTML;
}
