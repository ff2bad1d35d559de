/**
 * Renders a product description's HTML as React elements, keeping only p, ul, ol, li, strong,
 * em, br and text: whatever else a description holds (scripts, handlers, links, styles) never
 * reaches the page, even if it slipped past the server's sanitiser.
 */
import { createElement, type ReactNode, useMemo } from 'react';

const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  const children = [...node.childNodes].map(toReact);
  return ALLOWED.has(tag) ? createElement(tag, { key }, ...(tag === 'br' ? [] : children)) : children;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Parsed once per description, not on every render of the page (a quantity change, say).
  const nodes = useMemo(() => [...new DOMParser().parseFromString(html, 'text/html').body.childNodes].map(toReact), [html]);
  return <div className={className}>{nodes}</div>;
}
