/**
 * Where after-sales pages are: the requests sent, one of them, and an order's page with the refund
 * form for one line open. Its own module, so a link from elsewhere loads no refund code.
 * @example refundFormPath(42, 7) // '/pages/history/detail?id=42&refund=7'
 */
export const REFUND_SENT_PATH = '/pages/mine/refund_sent';
/** The order page's parameter naming the line whose refund form opens. */
export const REFUND_LINE_PARAM = 'refund';

export const refundPath = (id: number) => `${REFUND_SENT_PATH}?id=${id}`;
export const refundFormPath = (orderId: number, lineId: number) => `/pages/history/detail?id=${orderId}&${REFUND_LINE_PARAM}=${lineId}`;
