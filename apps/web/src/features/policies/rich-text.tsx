/**
 * The mall's own rich text: HTML the server sanitised when it was saved (paragraphs, headings,
 * lists, emphasis, quotes, links and images only), rendered as it is in the readable typography
 * of rich-text.css. Images are media paths (relative to the static base) or addresses; a link to
 * one of our pages (`/pages/…`) opens it in the app.
 * @example <RichText html={policy.content} lang="th" />
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../lib/media';
import './rich-text.css';

/** `src="upload/…"` (a media path as the console inserts it) under the static base; addresses stay. */
const withMediaPaths = (html: string) => html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)"/gi, (_, head: string, src: string) => `${head}${mediaUrl(src)}"`);

export function RichText({ html, lang, testId }: { html: string; lang?: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const content = useMemo(() => ({ __html: withMediaPaths(html) }), [html]);

  // The app's routes live in the address's hash: `/pages/…` would ask the server for a file.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const follow = (event: MouseEvent) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
      if (!href.startsWith('/pages/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(href);
    };
    el.addEventListener('click', follow);
    return () => el.removeEventListener('click', follow);
  }, [navigate]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved (lib/page-html.ts)
  return <div ref={ref} className="rich-text" lang={lang} data-testid={testId} dangerouslySetInnerHTML={content} />;
}
