/**
 * The header's account button (desktop): it opens the account menu. The menu's code and the
 * pages' texts it needs load only when the user reaches for it (hover or focus preloads, a click
 * opens), so the first page carries just this button. Phones reach the menu from the Account tab.
 */
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, type ComponentType, forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageTexts } from '../../lib/i18n';

export interface AccountPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

type ButtonProps = ActionIconProps & ComponentPropsWithoutRef<'button'>;

/** The same button before and after the menu has loaded. */
export const AccountIconButton = forwardRef<HTMLButtonElement, ButtonProps>(function AccountIconButton(props, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('nav.account')}
      aria-haspopup="dialog"
      data-testid="account-button"
      visibleFrom="sm"
      {...props}
    >
      <IconUserCircle size={24} stroke={1.6} />
    </ActionIcon>
  );
});

const loadPopover = () => Promise.all([import('./account-popover'), loadPageTexts()]).then(([module]) => module.default);

export function AccountNavButton() {
  const [Popover, setPopover] = useState<ComponentType<AccountPopoverProps> | null>(null);
  const [opened, setOpened] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const openWhenLoaded = useRef(false);

  const preload = () => {
    // Offline the code may not arrive: the button stays, and the next hover, focus or click tries again.
    loadPopover().then(
      (component) => setPopover(() => component),
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (!Popover || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    wrapper.current?.querySelector('button')?.focus();
    setOpened(true);
  }, [Popover]);

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {Popover ? (
        <Popover opened={opened} onChange={setOpened} />
      ) : (
        <AccountIconButton
          onPointerEnter={preload}
          onFocus={preload}
          onPointerDown={() => {
            openWhenLoaded.current = true;
          }}
          onClick={() => {
            openWhenLoaded.current = true;
            preload();
          }}
        />
      )}
    </span>
  );
}
