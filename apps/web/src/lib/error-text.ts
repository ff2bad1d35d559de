/**
 * The web's own sentence for a refused request. A failure about one field comes with the field's
 * API name, a reason (a key of the server messages' `reasons`) and that reason's values; the
 * buyer reads a sentence in their language with the field's label (`fields.*`), never the API's
 * name: "The password must be at least 8 characters long." Other failures keep the server's
 * message, which is already in the buyer's language. The texts (`errors.field.*`, `errors.code.*`,
 * `fields.*`) are the pages' (locales/pages): the request layer loads them before it asks here.
 * @example errorText({ code: 1000008, message: '…', field: 'page_size', reason: 'tooBig', params: { max: 100 } })
 */
import i18n from 'i18next';

export interface Failure {
  code: number;
  message: string;
  field?: string;
  reason?: string;
  params?: Record<string, string | number>;
}

/** The label of an API field in a sentence ("email address"), or a neutral word for a field we have no label for. */
export function fieldLabel(field: string): string {
  const key = `fields.${field}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('fields.value');
}

export function errorText(failure: Failure): string {
  if (!failure.field) return failure.message;
  const values = { ...failure.params, label: fieldLabel(failure.field) };
  // "Not valid" says nothing a code does not say better ("this email address is already registered").
  const byCode = `errors.code.${failure.code}`;
  if ((!failure.reason || failure.reason === 'invalid') && i18n.exists(byCode)) return i18n.t(byCode, values);
  const byReason = `errors.field.${failure.reason}`;
  return i18n.t(i18n.exists(byReason) ? byReason : 'errors.field.invalid', values);
}
