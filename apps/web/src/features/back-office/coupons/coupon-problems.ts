/**
 * What the coupon form says under a field, for its own checks and for the server's refusals
 * alike: a refusal of a field the form shows becomes that field's problem, in the reader's
 * language, with bounds as the field takes them (100 %, $100,000.00, not basis points or cents).
 * @example refusalProblem(new ApiError(1000001, '…', 'code', 'taken')) // { field: 'code', problem: { key: 'taken' } }
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { localeTag } from '../../../lib/i18n';
import type { CouponDraft, DraftProblem } from './coupon-draft';

export type CouponField = Exclude<keyof CouponDraft, 'id'>;
const FIELDS: readonly CouponField[] = ['code', 'kind', 'value', 'max_discount', 'min_spend', 'starts_at', 'ends_at', 'quantity'];

/** A refusal the form can put next to a field, or how it reads as a sentence (`message`) when it names none. */
export type Refusal = { field: CouponField; problem: FieldProblem } | { field: null; message: string };
/** One of the form's own problems, or the server's own sentence for one it does not know. */
export type FieldProblem = DraftProblem | { key: 'server'; text: string };

const isField = (field: string | undefined): field is CouponField => FIELDS.includes(field as CouponField);
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export function refusalProblem(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { field: null, message: String(error) };
  const { field, reason, params } = error;
  if (!isField(field)) return { field: null, message: error.message };
  if (field === 'code' && reason === 'taken') return { field, problem: { key: 'taken' } };
  if (field === 'ends_at' && reason === 'endsBeforeStart') return { field, problem: { key: 'endsBeforeStart' } };
  if (field === 'quantity' && reason === 'tooSmall') return { field, problem: { key: 'belowClaimed', values: { min: number(params?.min) } } };
  if (reason === 'tooBig' && params?.max !== undefined) {
    // The API's bounds are cents or basis points; the fields take dollars or a percent.
    const max = field === 'quantity' ? number(params.max) : number(params.max) / 100;
    return { field, problem: { key: 'atMost', values: { max } } };
  }
  return { field, problem: { key: 'server', text: errorText(error) } };
}

/** The sentence for a field's problem; `kind` tells whether the value field is a percent or an amount. */
export function useProblemText(): (field: CouponField, problem: FieldProblem | undefined, kind: CouponDraft['kind']) => string | undefined {
  const { t, i18n } = useTranslation();
  const tag = localeTag(i18n.language);
  const usd = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
  const count = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const bound = (field: CouponField, value: number, kind: CouponDraft['kind']) => {
    if (field === 'quantity') return count.format(value);
    if (field === 'value' && kind === 'percent') return percent.format(value / 100);
    return usd.format(value);
  };

  return (field, problem, kind) => {
    if (!problem) return undefined;
    switch (problem.key) {
      case 'server':
        return problem.text;
      case 'required':
        return t('issuedCoupons.problem.required');
      case 'code':
        return t('issuedCoupons.problem.code');
      case 'positive':
        return t('issuedCoupons.problem.positive');
      case 'wholeNumber':
        return t('issuedCoupons.problem.wholeNumber');
      case 'endsBeforeStart':
        return t('issuedCoupons.problem.endsBeforeStart');
      case 'taken':
        return t('issuedCoupons.problem.taken');
      case 'belowClaimed':
        return t('issuedCoupons.problem.belowClaimed', { min: count.format(problem.values?.min ?? 0) });
      case 'atMost':
        return t('issuedCoupons.problem.atMost', { max: bound(field, problem.values?.max ?? 0, kind) });
    }
  };
}
