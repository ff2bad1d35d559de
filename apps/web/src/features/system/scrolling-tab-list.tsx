/**
 * A tab list that scrolls sideways when its tabs do not fit (a phone), and shows that there is
 * more: the edge with tabs beyond it fades out and carries an arrow that scrolls by most of a
 * view. With `wrap`, from the md breakpoint the tabs wrap onto more rows instead (at a desk every
 * tab, with its marks, is in sight). Keyboard users move between tabs with the arrow keys, and
 * the focused tab scrolls into view by itself, so the arrows are for the pointer only; the chosen
 * tab (`active`, when the address picks it) is brought into view too. Storefront pages, the seller
 * centre and the admin console share it. `--tab-fade-bg` is the background the list sits on (the
 * page's grey, a card's white; scrolling-tab-list.css tells them apart).
 * @example <Tabs value={tab}><ScrollingTabList active={tab} wrap>{tabs}</ScrollingTabList>{panels}</Tabs>
 */
import { Tabs, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { centreInRow } from './centre-in-row';
import './scrolling-tab-list.css';

export function ScrollingTabList({ children, wrap = false, active }: { children: ReactNode; wrap?: boolean; active?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  // Again whenever the view or a tab changes size (a mark comes or goes, the languages' names arrive).
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (list.current) {
      observer.observe(list.current);
      for (const tab of list.current.children) observer.observe(tab);
    }
    return () => observer.disconnect();
  }, [measure]);

  // The chosen tab, centred in view when it changes (a phone opened on the last tab's address).
  useEffect(() => {
    const el = scroller.current;
    const chosen = active === undefined ? null : list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (el && chosen) centreInRow(el, chosen);
  }, [active]);

  const scroll = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.7, behavior: 'smooth' });

  return (
    <div className="tab-scroller" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <div ref={scroller} className="tab-scroll" data-wrap={wrap || undefined} onScroll={measure}>
        <Tabs.List ref={list} className="tab-scroll-list">
          {children}
        </Tabs.List>
      </div>
      {more.start && (
        <UnstyledButton className="tab-scroll-arrow" data-side="start" tabIndex={-1} aria-hidden onClick={() => scroll(-1)}>
          <IconChevronLeft size={18} />
        </UnstyledButton>
      )}
      {more.end && (
        <UnstyledButton className="tab-scroll-arrow" data-side="end" tabIndex={-1} aria-hidden onClick={() => scroll(1)} data-testid="tabs-more">
          <IconChevronRight size={18} />
        </UnstyledButton>
      )}
    </div>
  );
}
