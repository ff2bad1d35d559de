/** The console's staff: the caller's own roles (which areas the menu offers), the staff list, saving roles and invitations. */
import type { StaffAcceptInput, StaffInvite, StaffMe, StaffMember, StaffSaveInput } from '@agora/contract/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey } from '../api/keys';

export const staffKey = [...adminKey, 'staff'] as const;

/** The caller's staff roles; asked for only once the console is theirs to see. */
export function useStaffMe(enabled: boolean) {
  return useQuery({ queryKey: [...staffKey, 'me'], queryFn: () => request<StaffMe>('/admin/staff/me'), enabled, staleTime: 60_000 });
}

export function useStaffList() {
  return useQuery({ queryKey: [...staffKey, 'list'], queryFn: () => request<{ list: StaffMember[]; total: number }>('/admin/staff/list') });
}

/** Refusals are shown in the form, so no toast. */
export function useSaveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffSaveInput) =>
      request<StaffMember>('/admin/staff/save', { quiet: true, body: { email: input.email, roles: input.roles.join(',') } }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useStaffInvite(token: string) {
  return useQuery({
    queryKey: ['staff-invite', token],
    queryFn: () => request<StaffInvite>(`/customer/staff/invite/${encodeURIComponent(token)}`, { quiet: true }),
    retry: false,
  });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: (input: StaffAcceptInput) => request<{ email: string }>('/customer/staff/accept', { quiet: true, body: input }) });
}
