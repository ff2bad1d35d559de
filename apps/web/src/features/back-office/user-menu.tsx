/** The top bar's user menu: who is logged in, back to the mall, log out. */
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout, useUserInfo } from '../session/api';
import { mallUrl } from './area-paths';

export function UserMenu() {
  const { t } = useTranslation();
  const { data } = useUserInfo();
  const logout = useLogout();
  const name = data?.user.firstname ?? '';
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('backOffice.userMenu')} data-testid="back-office-user-menu">
          <Avatar size={32} radius="xl" color="orange" alt={name}>
            {name.slice(0, 1).toUpperCase() || <IconUser size={16} />}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {data && <Menu.Label>{data.user.email}</Menu.Label>}
        <Menu.Item component="a" href={mallUrl(window.location)} leftSection={<IconBuildingStore size={16} />}>
          {t('backOffice.backToMall')}
        </Menu.Item>
        {data && (
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
            {t('backOffice.logout')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
