/** A staff role's name in the reader's language, and a list of them as the language writes lists. */
import { BCP47, resolveLang } from '@agora/contract/locale';
import type { StaffRole } from '@agora/contract/staff';
import type { TFunction } from 'i18next';

export const roleName = (t: TFunction, role: StaffRole): string => t(`admin.staff.role.${role}`);

/** `jp` and `vn` are our codes, not BCP 47 tags: Intl needs `ja` and `vi`. */
export const roleList = (t: TFunction, lang: string, roles: readonly StaffRole[]): string =>
  new Intl.ListFormat(BCP47[resolveLang(lang)], { type: 'conjunction' }).format(roles.map((role) => roleName(t, role)));
