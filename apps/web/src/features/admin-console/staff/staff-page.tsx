/**
 * The owner's staff page: every member with their roles, the invitations still open, adding staff
 * or inviting an address, changing roles, and taking someone off the staff after confirming.
 */
import type { StaffMember } from '@agora/contract/staff';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';
import { roleName } from './role-names';
import { useSaveStaff, useStaffList } from './staff-api';
import { StaffForm } from './staff-form';

export default function StaffPage() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const staff = useStaffList();
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const columns: Column<StaffMember>[] = [
    {
      key: 'who',
      label: t('admin.staff.member'),
      render: (m) => (
        <div style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm">
            {m.firstname || m.email}
          </Text>
          {m.firstname && (
            <Text c="dimmed" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'roles',
      label: t('admin.staff.roles'),
      render: (m) => (
        <Group gap={4}>
          {m.roles.map((role) => (
            <Badge key={role} variant="light" color={role === 'owner' ? 'grape' : 'blue'}>
              {roleName(t, role)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'state',
      label: t('admin.staff.state'),
      render: (m) => (
        <Badge variant="dot" color={m.state === 'active' ? 'green' : 'yellow'}>
          {t(`admin.staff.state_${m.state}`)}
        </Badge>
      ),
      nowrap: true,
    },
    { key: 'since', label: t('admin.staff.since'), render: (m) => date(m.updated_at), nowrap: true },
  ];

  return (
    <>
      <PageHeader
        title={t('admin.staff.title')}
        intro={t('admin.staff.intro')}
        action={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setEditing(null)}>
            {t('admin.staff.add')}
          </Button>
        }
      />
      <DataList
        rows={staff.data?.list ?? []}
        columns={columns}
        rowKey={(m) => `${m.state}-${m.user_id ?? m.email}`}
        loading={staff.isPending}
        caption={t('admin.staff.title')}
        empty={<Text c="dimmed">{t('admin.staff.empty')}</Text>}
        actions={(m) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => setEditing(m)}>
              {t('admin.staff.editRoles')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(m)}>
              {m.state === 'invited' ? t('admin.staff.withdraw') : t('admin.staff.remove')}
            </Button>
          </Group>
        )}
      />
      <StaffForm opened={editing !== undefined} member={editing ?? null} onClose={() => setEditing(undefined)} />
      <RemoveStaff member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

/** Taking every role (or withdrawing the invitation), after confirming; the last owner's refusal is shown here. */
function RemoveStaff({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStaff();
  const [refused, setRefused] = useState<string | null>(null);
  const close = () => {
    setRefused(null);
    onClose();
  };
  const confirm = () =>
    member &&
    save.mutate(
      { email: member.email, roles: [] },
      {
        onSuccess: () => {
          toast.emit({ kind: 'success', message: t('admin.staff.removed', { email: member.email }) });
          close();
        },
        onError: (error) => setRefused(error.message),
      },
    );
  return (
    <Modal opened={member !== null} onClose={close} title={member?.state === 'invited' ? t('admin.staff.withdraw') : t('admin.staff.remove')} centered>
      <Stack gap="sm">
        <Text>
          {t(member?.state === 'invited' ? 'admin.staff.withdrawConfirm' : 'admin.staff.removeConfirm', { name: member?.firstname || member?.email })}
        </Text>
        {refused && (
          <Text c="red" role="alert">
            {refused}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={save.isPending}>
            {t('admin.staff.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={save.isPending}>
            {member?.state === 'invited' ? t('admin.staff.withdraw') : t('admin.staff.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
