/**
 * What a refused user change says: the console's own sentence for the users' reasons (already
 * blocked, a staff account, …), else the request layer's.
 */
import i18n from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

export function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const key = `admin.users.refused.${error.reason}`;
  if (error.reason && i18n.exists(key)) return i18n.t(key);
  return errorText(error);
}
