/**
 * A popup (a menu, the account popover) whose code loads only when the user reaches for its
 * button: hover or focus preloads, a click opens. Until it arrives a light stand-in button takes
 * its place; the loaded part brings its own button, and this hook hands over between the two:
 * - focus moves onto the new button when the stand-in had it (one tab stop, not focus lost to
 *   the page's body), but not when the user has moved on since;
 * - a click made before the code arrived (or while it arrived) opens the part once it is there,
 *   so the popup knows its button and Escape returns focus to it;
 * - offline the code may not arrive: the stand-in stays, and the next hover, focus or click tries again.
 * @example
 * const part = useDeferredPart(() => import('./language-menu').then((m) => m.default));
 * return <span ref={part.wrapper} style={{ display: 'contents' }}>{part.Part ? <part.Part opened={part.opened} onChange={part.setOpened} /> : <Stand {...part.standIn} />}</span>;
 */
import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';

/** What a deferred part receives: it is controlled, so a click made before it arrived still opens it. */
export interface DeferredPartProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

export function useDeferredPart(load: () => Promise<ComponentType<DeferredPartProps>>) {
  const [Part, setPart] = useState<ComponentType<DeferredPartProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const openWhenLoaded = useRef(false);

  const preload = () => {
    load().then(
      (component) => {
        hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
        setPart(() => component);
      },
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (!Part) return;
    // Focus left with the stand-in (to the page's body), not to where the user has moved on since.
    const lost = hadFocus.current && (document.activeElement === null || document.activeElement === document.body);
    if (lost || openWhenLoaded.current) wrapper.current?.querySelector('button')?.focus();
    if (openWhenLoaded.current) {
      openWhenLoaded.current = false;
      setOpened(true);
    }
  }, [Part]);

  const standIn = {
    onPointerEnter: preload,
    onFocus: preload,
    // A press that starts here is a click, even when the part's button takes this one's place
    // before the press ends (the click then lands on neither).
    onPointerDown: () => {
      openWhenLoaded.current = true;
    },
    onClick: () => {
      openWhenLoaded.current = true;
      preload();
    },
  };

  return { Part, opened, setOpened, wrapper, standIn };
}
