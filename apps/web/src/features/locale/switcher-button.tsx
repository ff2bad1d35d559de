/** The nav bar's switcher button: the same look before and after its menu has loaded. */
import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

type Props = ButtonProps & ComponentPropsWithoutRef<'button'>;

export const SwitcherButton = forwardRef<HTMLButtonElement, Props>(function SwitcherButton(props, ref) {
  return <Button ref={ref} variant="subtle" color="gray" size="compact-sm" px={6} rightSection={<IconChevronDown size={14} />} {...props} />;
});
