/** The category menu's panel (a chunk of its own): every top-level category with its children, as links. */
import { Loader } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '../features/site/api';

const linksIn = (panel: HTMLElement | null): HTMLElement[] => (panel ? [...panel.querySelectorAll<HTMLElement>('a[href]')] : []);

export default function CategoryPanel({ id, focusFirst, onClose }: { id: string; focusFirst: boolean; onClose: (refocus: boolean) => void }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const panel = useRef<HTMLElement>(null);
  const focused = useRef(false);

  // A chosen category is a navigation: the menu closes behind it.
  const { pathname, search } = useLocation();
  const openedAt = useRef(pathname + search);
  useEffect(() => {
    if (pathname + search !== openedAt.current) onClose(false);
  }, [pathname, search, onClose]);

  // A press outside the menu (and its button) closes it.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  // Opened from the keyboard: the first link, once the categories are there.
  useEffect(() => {
    if (!focusFirst || focused.current || !tree.data) return;
    focused.current = true;
    linksIn(panel.current)[0]?.focus();
  }, [focusFirst, tree.data]);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = linksIn(panel.current);
    const at = links.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      event.preventDefault();
      links[(i + links.length) % links.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(links.length - 1);
  };

  return (
    <section
      id={id}
      ref={panel}
      className="agora-category-panel"
      aria-label={t('nav.categories')}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it (back to the button keeps it open).
        const next = event.relatedTarget as Node | null;
        if (next && !panel.current?.parentElement?.contains(next)) onClose(false);
      }}
      data-testid="category-menu"
    >
      {tree.data ? (
        <ul className="agora-category-columns">
          {tree.data.list.map((top) => (
            <li key={top.id}>
              <Link to={`/pages/category/detail?id=${top.id}`} className="agora-category-top">
                {top.name}
              </Link>
              {(top.children?.length ?? 0) > 0 && (
                <ul>
                  {top.children?.map((child) => (
                    <li key={child.id}>
                      <Link to={`/pages/category/detail?id=${child.id}`}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Loader size="sm" aria-label={t('common.loading')} />
      )}
      <Link to="/pages/category/category" className="agora-category-all">
        {t('nav.allCategories')}
      </Link>
    </section>
  );
}
