/** A staff role's name in the reader's language, and a list of them as the language writes lists. */
import type { StaffRole } from '@agora/contract/staff';
import type { TFunction } from 'i18next';

export const roleName = (t: TFunction, role: StaffRole): string => t(`admin.staff.role.${role}`);

export const roleList = (t: TFunction, lang: string, roles: readonly StaffRole[]): string =>
  new Intl.ListFormat(lang, { type: 'conjunction' }).format(roles.map((role) => roleName(t, role)));
