/**
 * The header's account button (desktop): it opens the account menu. The menu's code and the
 * pages' texts it needs load only when the user reaches for it (`useDeferredPart`), so the first
 * page carries just this button. Phones reach the menu from the Account tab.
 */
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredPartProps, useDeferredPart } from '../../lib/deferred-part';
import { loadPageTexts } from '../../lib/i18n';

export type AccountPopoverProps = DeferredPartProps;

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
  const { Part: Popover, opened, setOpened, wrapper, standIn } = useDeferredPart(loadPopover);
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {Popover ? <Popover opened={opened} onChange={setOpened} /> : <AccountIconButton {...standIn} />}
    </span>
  );
}
