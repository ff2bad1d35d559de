/**
 * A menu whose code (Mantine Menu and its positioning library) loads only when the buyer reaches
 * for it: on hover or focus it preloads, on click it opens. The first page stays light.
 * The loaded menu's button takes the place of the stand-in: focus moves onto it (one tab stop,
 * not focus lost to the page), and a click made before it arrived (or while it arrived) opens it
 * once it is there, so the menu knows its button and Escape returns focus to it.
 */
import { type ComponentType, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { SwitcherButton } from './switcher-button';

/** The loaded menu is controlled: a click made before it arrived still opens it. */
export interface MenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

export function DeferredMenu({
  load,
  label,
  testId,
  children,
}: {
  load: () => Promise<{ default: ComponentType<MenuProps> }>;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const openWhenLoaded = useRef(false);

  const preload = () => {
    // Offline the code may not arrive: the button stays, and the next hover, focus or click tries again.
    load().then(
      (module) => {
        hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
        setMenu(() => module.default);
      },
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (!Menu) return;
    // Focus left with the stand-in (to the page's body), not to where the buyer has moved on since.
    const lost = hadFocus.current && (document.activeElement === null || document.activeElement === document.body);
    if (lost || openWhenLoaded.current) wrapper.current?.querySelector('button')?.focus();
    if (openWhenLoaded.current) {
      openWhenLoaded.current = false;
      setOpened(true);
    }
  }, [Menu]);

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {Menu ? (
        <Menu opened={opened} onChange={setOpened} />
      ) : (
        <SwitcherButton
          aria-label={label}
          aria-haspopup="menu"
          data-testid={testId}
          onPointerEnter={preload}
          onFocus={preload}
          // A press that starts here is a click, even when the menu's button takes this one's place
          // before the press ends (the click then lands on neither).
          onPointerDown={() => {
            openWhenLoaded.current = true;
          }}
          onClick={() => {
            openWhenLoaded.current = true;
            preload();
          }}
        >
          {children}
        </SwitcherButton>
      )}
    </span>
  );
}
