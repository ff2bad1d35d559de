/**
 * The sentence for a refused field of the application, with this form's own word for the field
 * ("shop name", not the API's `shop_name`), and this form's sentence for a name already in use.
 * @example fieldErrorText(t, { field: 'shop_name', reason: 'tooShort', params: { min: 2 } }) // "The shop name must be at least 2 characters long."
 */
import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api-client';

export const FORM_FIELDS = ['shop_name', 'contact', 'email', 'address', 'description', 'id_front_image', 'id_back_image'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export const isFormField = (field: string | undefined): field is FormField => FORM_FIELDS.includes(field as FormField);

export function fieldErrorText(t: TFunction, error: Pick<ApiError, 'field' | 'reason' | 'params' | 'message'>): string {
  if (!isFormField(error.field)) return error.message;
  if (error.reason === 'taken') return t('shopCreate.errors.taken');
  const key = `errors.field.${error.reason ?? 'invalid'}`;
  return t(key, { ...error.params, label: t(`shopCreate.fieldNames.${error.field}`), defaultValue: error.message });
}
