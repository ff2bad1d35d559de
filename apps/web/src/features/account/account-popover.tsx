/** The account menu in a popover under the header's account button (loaded on demand). */
import { Avatar, Group, Popover, Text } from '@mantine/core';
import { mediaUrl } from '../../lib/media';
import { useUserInfo } from '../session/api';
import { AccountMenu } from './account-menu';
import { AccountIconButton, type AccountPopoverProps } from './account-nav-button';

export default function AccountPopover({ opened, onChange }: AccountPopoverProps) {
  const { data: info } = useUserInfo();
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={540} withinPortal trapFocus returnFocus>
      <Popover.Target>
        <AccountIconButton aria-expanded={opened} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        {info && (
          <Group gap="xs" wrap="nowrap" px="xs" pb="xs" mb={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Avatar src={mediaUrl(info.user.avatar) || null} alt="" size="md" color="orange">
              {info.user.firstname.slice(0, 1)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {info.user.firstname}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {info.user.email}
              </Text>
            </div>
          </Group>
        )}
        {/* Below the header and the name, the sections scroll and "log out" stays in sight (issue 23). */}
        <AccountMenu onNavigate={() => onChange(false)} columns={2} maxHeight="calc(100dvh - 210px)" />
      </Popover.Dropdown>
    </Popover>
  );
}
