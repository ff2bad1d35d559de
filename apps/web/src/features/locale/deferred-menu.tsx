/**
 * A menu whose code (Mantine Menu and its positioning library) loads only when the buyer reaches
 * for it: on hover or focus it preloads, on click it opens. The first page stays light.
 */
import { type ComponentType, type ReactNode, useState } from 'react';
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

  const preload = () => {
    load().then((module) => setMenu(() => module.default));
  };

  if (Menu) return <Menu opened={opened} onChange={setOpened} />;
  return (
    <SwitcherButton
      aria-label={label}
      aria-haspopup="menu"
      data-testid={testId}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        setOpened(true);
        preload();
      }}
    >
      {children}
    </SwitcherButton>
  );
}
