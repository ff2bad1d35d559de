/** The console's staff: the caller's own roles (which areas the menu offers), the staff list and invitations. */
import type { StaffMe } from '@agora/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { adminKey } from '../api/keys';

export const staffKey = [...adminKey, 'staff'] as const;

/** The caller's staff roles; asked for only once the console is theirs to see. */
export function useStaffMe(enabled: boolean) {
  return useQuery({ queryKey: [...staffKey, 'me'], queryFn: () => request<StaffMe>('/admin/staff/me'), enabled, staleTime: 60_000 });
}
