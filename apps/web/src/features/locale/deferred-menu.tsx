/**
 * A nav-bar menu whose code (Mantine Menu and its positioning library) loads only when the buyer
 * reaches for it (`useDeferredPart`): the first page carries just the stand-in button.
 */
import type { ComponentType, ReactNode } from 'react';
import { type DeferredPartProps, useDeferredPart } from '../../lib/deferred-part';
import { SwitcherButton } from './switcher-button';

export type MenuProps = DeferredPartProps;

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
  const { Part: Menu, opened, setOpened, wrapper, standIn } = useDeferredPart(() => load().then((module) => module.default));
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {Menu ? (
        <Menu opened={opened} onChange={setOpened} />
      ) : (
        <SwitcherButton aria-label={label} aria-haspopup="menu" data-testid={testId} {...standIn}>
          {children}
        </SwitcherButton>
      )}
    </span>
  );
}
