/** The printable invoice of an order (the receipt mail links to this path too). */
export const invoicePath = (orderId: number) => `/pages/order/invoice?id=${orderId}`;
