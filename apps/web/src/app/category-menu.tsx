/**
 * The desktop header's category menu: a button that opens every top-level category with its
 * children. Keyboard: Enter or ArrowDown opens it on the first link, the arrow keys and Tab move
 * through the links, Escape closes it and returns to the button; leaving it closes it. Only the
 * button is part of the first page: the panel (category-panel.tsx) and the category tree load
 * when the buyer reaches for it.
 */
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lib/lazy-part';

const loadPanel = () => import('./category-panel');
const preloadPanel = () => void loadPanel().catch(() => undefined);
const CategoryPanel = lazyPart(loadPanel);

const PANEL_ID = 'agora-category-panel';

export function CategoryMenu() {
  const { t } = useTranslation();
  // Closed, or open (and whether to focus the first link: opened from the keyboard).
  const [open, setOpen] = useState<false | { focusFirst: boolean }>(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <div className="agora-category-menu" onPointerEnter={preloadPanel}>
      <button
        ref={button}
        type="button"
        className="agora-category-button"
        aria-expanded={Boolean(open)}
        aria-controls={PANEL_ID}
        onFocus={preloadPanel}
        // Enter and Space "click" too (detail 0): from the keyboard, go on to the first link.
        onClick={(event) => setOpen((o) => (o ? false : { focusFirst: event.detail === 0 }))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen({ focusFirst: true });
          } else if (event.key === 'Escape' && open) close(true);
        }}
        data-testid="category-menu-button"
      >
        <IconCategory size={18} stroke={1.6} aria-hidden />
        {t('nav.categories')}
        <IconChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CategoryPanel id={PANEL_ID} focusFirst={open.focusFirst} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
