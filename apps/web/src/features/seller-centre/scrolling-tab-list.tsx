/**
 * A tab list that scrolls sideways when its tabs do not fit (a phone), and shows that there is
 * more: the edge with tabs beyond it fades out and carries an arrow that scrolls by most of a
 * view. With `wrap`, from the md breakpoint the tabs wrap onto more rows instead (at a desk every
 * tab, with its marks, is in sight). Keyboard users move between tabs with the arrow keys, and
 * the focused tab scrolls into view by itself, so the arrows are for the pointer only.
 * @example <Tabs><ScrollingTabList wrap>{tabs}</ScrollingTabList>{panels}</Tabs>
 */
import { Tabs, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

export function ScrollingTabList({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
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

  const scroll = (direction: 1 | -1) => scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.7, behavior: 'smooth' });

  return (
    <div className="sc-tab-scroller" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      <div ref={scroller} className="sc-tab-scroll" data-wrap={wrap || undefined} onScroll={measure}>
        <Tabs.List ref={list} className="sc-tab-list">
          {children}
        </Tabs.List>
      </div>
      {more.start && (
        <UnstyledButton className="sc-tab-arrow" data-side="start" tabIndex={-1} aria-hidden onClick={() => scroll(-1)}>
          <IconChevronLeft size={18} />
        </UnstyledButton>
      )}
      {more.end && (
        <UnstyledButton className="sc-tab-arrow" data-side="end" tabIndex={-1} aria-hidden onClick={() => scroll(1)} data-testid="tabs-more">
          <IconChevronRight size={18} />
        </UnstyledButton>
      )}
    </div>
  );
}
