/**
 * Adding staff or changing a member's roles: the e-mail (an address without an account is invited
 * by e-mail) and the roles, each with what it opens. An existing member's address is fixed.
 */
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@agora/contract/staff';
import { Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { FormFooter } from '../components/form-footer';
import { NO_REFUSAL, type Refusal, refusalFor } from '../money/refusal';
import { roleName } from './role-names';
import { useSaveStaff } from './staff-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function StaffForm({ opened, member, onClose }: { opened: boolean; member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStaff();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  useEffect(() => {
    if (!opened) return;
    setEmail(member?.email ?? '');
    setRoles(member?.roles ?? []);
    setTried(false);
    setRefusal(NO_REFUSAL);
  }, [opened, member]);

  const problems = {
    email: EMAIL.test(email.trim()) ? undefined : t('admin.staff.emailRule'),
    roles: roles.length > 0 ? undefined : t('admin.staff.rolesRule'),
  };
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : undefined) ?? refusal.fields[field];

  const submit = () => {
    setTried(true);
    if (problems.email || problems.roles) return;
    setRefusal(NO_REFUSAL);
    save.mutate(
      { email: email.trim(), roles },
      {
        onSuccess: (saved) => {
          toast.emit({ kind: 'success', message: t(saved.state === 'invited' ? 'admin.staff.invited' : 'admin.staff.saved', { email: saved.email }) });
          onClose();
        },
        onError: (error) => setRefusal(refusalFor(error, ['email', 'roles'])),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={member ? t('admin.staff.edit') : t('admin.staff.add')} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t('admin.staff.email')}
            description={member ? undefined : t('admin.staff.emailHint')}
            required
            maxLength={254}
            value={email}
            disabled={Boolean(member)}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={shown('email')}
            data-autofocus
          />
          <Checkbox.Group label={t('admin.staff.roles')} required value={roles} onChange={(value) => setRoles(value as StaffRole[])} error={shown('roles')}>
            <Stack gap="xs" mt="xs">
              {STAFF_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={roleName(t, role)} description={t(`admin.staff.roleHint.${role}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <FormFooter
            message={refusal.message}
            pending={save.isPending}
            onCancel={onClose}
            cancelLabel={t('admin.staff.cancel')}
            submitLabel={member ? t('admin.staff.save') : t('admin.staff.send')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
