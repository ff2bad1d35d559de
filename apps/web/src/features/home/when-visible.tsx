/**
 * Renders its children only once their place comes near the viewport: below-the-fold parts of
 * the first page (the newsletter box) load their code when the buyer scrolls towards them.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible && children}
    </div>
  );
}
