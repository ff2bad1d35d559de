/**
 * Where a refused after-sales step is said, and in which words. The server names a field: the
 * order line (`order_item_id`: the order cannot have after-sales, 2000009, or an open request
 * holds it, 2000010), the quantity (more than may still be asked for, 2000011, with the most
 * allowed), a picture (`images.N`), the send-back's date (a past day, 2000014) or the request
 * itself (`id`: withdrawn, 2000013, or moved on). Each lands beside its field in the buyer's
 * language; a field the form does not have lands above its buttons.
 * @example refundRefusal(new ApiError(2000011, '…', 'quantity', 'tooBig', { max: 2 }), ['quantity']) // { field: 'quantity', message: 'You can ask for at most 2.' }
 */
import { ErrorCode } from '@agora/contract/errors';
import i18n from 'i18next';
import { ApiError } from '../../lib/api-client';

export type RefusalField = 'line' | 'quantity' | 'images' | 'description' | 'date' | 'log_sn' | 'reason' | 'form';

/** The API's field name as the form's. */
const FIELD_OF: Record<string, RefusalField> = {
  order_item_id: 'line',
  quantity: 'quantity',
  description: 'description',
  date: 'date',
  log_sn: 'log_sn',
  reason: 'reason',
};

export function refundRefusal(error: unknown, fields: readonly RefusalField[]): { field: RefusalField; message: string } {
  const at = (field: RefusalField) => (fields.includes(field) ? field : 'form');
  if (!(error instanceof ApiError)) return { field: 'form', message: i18n.t('common.requestError') };
  if (error.code === ErrorCode.noAfterSales) {
    const closed = error.reason === 'afterSalesClosed';
    return { field: at('line'), message: i18n.t(closed ? 'refunds.refused.windowClosed' : 'refunds.refused.notEligible') };
  }
  if (error.code === ErrorCode.returnExists) return { field: at('line'), message: i18n.t('refunds.refused.open') };
  if (error.code === ErrorCode.returnQuantityLimit) {
    const max = Number(error.params?.max);
    return { field: at('quantity'), message: Number.isFinite(max) ? i18n.t('refunds.refused.quantity', { max }) : error.message };
  }
  if (error.code === ErrorCode.returnCancelled) return { field: 'form', message: i18n.t('refunds.refused.withdrawn') };
  if (error.code === ErrorCode.returnScheduleFailed) {
    if (error.field === 'date') return { field: at('date'), message: i18n.t('refunds.refused.dateInPast') };
    return { field: 'form', message: i18n.t('refunds.refused.notAwaiting') };
  }
  if (error.reason === 'wrongState') return { field: 'form', message: i18n.t('refunds.refused.movedOn') };
  if (error.field?.startsWith('images')) return { field: at('images'), message: error.message };
  const field = error.field ? FIELD_OF[error.field] : undefined;
  return { field: field ? at(field) : 'form', message: error.message };
}
