/**
 * The notices' texts in English, the fallback for every other language: one title and content per
 * template, with the template's values in braces (`{shop}`, `{product}`, `{quantity}`, `{reason}`,
 * `{order}`, `{carrier}`, `{log_sn}`, `{amount}`, `{wallet}`).
 * Every language file has the same templates and placeholders (a test checks it).
 */
export const en = {
  shopApplicationReceived: {
    title: 'Shop application received',
    content: 'We have received your application to open the shop “{shop}”. Our team is reviewing it and will let you know the result here.',
  },
  shopApplicationApproved: {
    title: 'Your shop is approved',
    content: 'Congratulations! Your shop “{shop}” has been approved. Open the seller centre to add your first products.',
  },
  shopApplicationRejected: {
    title: 'Shop application not approved',
    content: 'Your application for the shop “{shop}” was not approved. Reason: {reason}. You can correct it and apply again.',
  },
  productSubmitted: {
    title: 'Product submitted for review',
    content: '“{product}” has been submitted and is under review. Buyers will see it as soon as it is approved.',
  },
  productApproved: {
    title: 'Product approved',
    content: '“{product}” has been approved and is now visible to buyers.',
  },
  productRejected: {
    title: 'Product not approved',
    content: '“{product}” was not approved. Reason: {reason}. Edit the product and submit it again.',
  },
  stockApplicationReceived: {
    title: 'Stock application received',
    content: 'Your request to add {quantity} units of “{product}” is under review.',
  },
  stockApplicationApproved: {
    title: 'Stock application approved',
    content: '{quantity} units have been added to the stock of “{product}”.',
  },
  stockApplicationRejected: {
    title: 'Stock application not approved',
    content: 'Your request to add {quantity} units of “{product}” was not approved. Reason: {reason}.',
  },
  orderReceived: {
    title: 'New order {order}',
    content: 'A buyer has placed order {order} with your shop. Ship it from the seller centre once it is paid (or at once for cash on delivery).',
  },
  orderPaid: {
    title: 'Order {order} is paid',
    content: 'We have received the payment for order {order}. The shop will ship it soon.',
  },
  orderShipped: {
    title: 'Order {order} has shipped',
    content: 'Order {order} is on its way with {carrier}, tracking number {log_sn}.',
  },
  orderInTransit: {
    title: 'Order {order} is in transit',
    content: 'Order {order} is in transit with {carrier} and getting closer to you. Tracking number {log_sn}.',
  },
  orderDelivered: {
    title: 'Order {order} has been delivered',
    content: 'Order {order} has been delivered. Please confirm receipt once you have checked it.',
  },
  orderCancelled: {
    title: 'Order {order} is cancelled',
    content: 'Order {order} has been cancelled. Anything you paid is on its way back to where it came from.',
  },
  orderCancelledForShop: {
    title: 'Order {order} was cancelled',
    content: 'The buyer cancelled order {order}. Its items are back in your stock.',
  },
  orderCancelledByMall: {
    title: 'Order {order} was cancelled by the mall',
    content: 'We cancelled order {order}. Reason: {reason}. Anything you paid is on its way back to where it came from.',
  },
  orderCancelledByMallForShop: {
    title: 'Order {order} was cancelled by the mall',
    content: 'The mall cancelled order {order}. Reason: {reason}. Its items are back in your stock.',
  },
  orderCompletedByMall: {
    title: 'Order {order} is completed',
    content: 'The delivery of order {order} has been confirmed, so the order is now completed. If something is wrong with it, you can still ask for a refund.',
  },
  rechargeSubmitted: {
    title: 'Top-up submitted for review',
    content: 'We have received your top-up of {amount} via {wallet}. Our team is checking the payment and will credit your wallet once it is confirmed.',
  },
  rechargeApproved: {
    title: 'Top-up credited',
    content: '{amount} from your top-up via {wallet} has been added to your wallet balance.',
  },
  rechargeRejected: {
    title: 'Top-up not approved',
    content: 'Your top-up of {amount} via {wallet} was not approved. Reason: {reason}. If you have paid, contact us with your transaction ID.',
  },
  paymentSettingsChanged: {
    title: 'Payment details changed',
    content:
      'The payment details your withdrawals are sent to were changed. If this was not you, change your password at once and contact us. Withdrawals asked for in the next 24 hours get an extra check.',
  },
  withdrawalSubmitted: {
    title: 'Withdrawal request received',
    content: 'Your withdrawal of {amount} is under review. The amount is held in your wallet until it is paid.',
  },
  withdrawalPaid: {
    title: 'Withdrawal paid',
    content: 'Your withdrawal of {amount} has been paid to the account you chose (less the withdrawal fee).',
  },
  withdrawalRejected: {
    title: 'Withdrawal not approved',
    content: 'Your withdrawal of {amount} was not approved and the money is back in your balance. Reason: {reason}.',
  },
  withdrawalCancelled: {
    title: 'Withdrawal cancelled',
    content: 'You cancelled your withdrawal of {amount}. The money is back in your balance.',
  },
  ticketReplied: {
    title: 'Reply from {shop}',
    content: '{shop} replied to your conversation “{subject}”. Open it to read the reply and answer.',
  },
  ticketRepliedByMall: {
    title: 'Customer service replied',
    content: 'Customer service replied to your conversation “{subject}”. Open it to read the reply and answer.',
  },
  ticketMessageForShop: {
    title: 'New message from {buyer}',
    content: '{buyer} wrote about “{subject}”. Answer from the seller centre’s conversations.',
  },
  ticketMessageForMall: {
    title: 'New customer message',
    content: '{buyer} wrote to customer service about “{subject}”. Answer it in the admin console.',
  },
  refundApplied: {
    title: 'Refund request sent',
    content: 'Your request for “{product}” from order {order} has been sent to the shop. We will let you know as soon as it answers.',
  },
  refundAppliedForShop: {
    title: 'New refund request for order {order}',
    content: 'The buyer asked for a refund or return of “{product}” from order {order}. Review it in the seller centre.',
  },
  refundReturnAccepted: {
    title: 'Return accepted',
    content: 'The shop accepted your return of “{product}” from order {order}. Send the goods back and enter the tracking number.',
  },
  refundReturnAcceptedForShop: {
    title: 'Return accepted for order {order}',
    content: 'You accepted the return of “{product}” from order {order}. Confirm in the seller centre when the goods arrive.',
  },
  refundRejected: {
    title: 'Refund request declined',
    content: 'The shop declined your request for “{product}” from order {order}. Reason: {reason}. You can ask the mall to decide.',
  },
  refundRejectedForShop: {
    title: 'Refund request declined for order {order}',
    content: 'You declined the request for “{product}” from order {order}. Reason: {reason}.',
  },
  refundGoodsSent: {
    title: 'Return on its way',
    content: 'You sent “{product}” from order {order} back, tracking number {log_sn}. The refund follows once the shop receives it.',
  },
  refundGoodsSentForShop: {
    title: 'Returned goods on the way, order {order}',
    content: 'The buyer sent “{product}” from order {order} back, tracking number {log_sn}. Confirm in the seller centre when it arrives.',
  },
  refundPaid: {
    title: 'Refund of {amount} made',
    content: '{amount} for “{product}” from order {order} has been refunded to where you paid from.',
  },
  refundPaidForShop: {
    title: 'Order {order} refunded',
    content: '{amount} for “{product}” from order {order} has been refunded to the buyer, and your earnings from it are reduced accordingly.',
  },
  refundEscalated: {
    title: 'Request sent to the mall',
    content: 'You asked the mall to decide on your request for “{product}” from order {order}. Reason: {reason}. We will let you know the outcome.',
  },
  refundEscalatedForShop: {
    title: 'The mall will decide a request, order {order}',
    content: 'The buyer asked the mall to decide on the request for “{product}” from order {order}. Reason: {reason}.',
  },
  refundClosed: {
    title: 'Refund request closed',
    content: 'The mall reviewed your request for “{product}” from order {order} and closed it without a refund. Reason: {reason}.',
  },
  refundClosedForShop: {
    title: 'Refund request closed, order {order}',
    content: 'The mall closed the request for “{product}” from order {order} without a refund. Reason: {reason}.',
  },
  refundCancelled: {
    title: 'Refund request withdrawn',
    content: 'You withdrew your request for “{product}” from order {order}.',
  },
  refundCancelledForShop: {
    title: 'Refund request withdrawn, order {order}',
    content: 'The buyer withdrew the request for “{product}” from order {order}. Nothing more is needed from you.',
  },
  shopSuspended: {
    title: 'Your shop is suspended',
    content:
      'The mall has suspended your shop “{shop}”. Reason: {reason}. Its products are hidden from buyers and the seller centre is read-only; you can still ship and finish your open orders. Contact the mall to resolve it.',
  },
  shopResumed: {
    title: 'Your shop is open again',
    content: 'The mall has resumed your shop “{shop}”. Note: {reason}. Its products are back on sale and you can edit them again.',
  },
  productTakenOff: {
    title: 'Product taken off sale',
    content: 'The mall took “{product}” off sale. Reason: {reason}. Fix the product and submit it again for review.',
  },
  loginPaused: {
    title: 'Logging in to your account is paused',
    content:
      'The wrong password was entered for your account several times in a row, so logging in is paused for a while. If it was you, wait a little and try again, or reset your password. If it was not you, those attempts did not get in; to be safe, change your password to one you use nowhere else.',
  },
} satisfies Record<string, { title: string; content: string }>;

export type NoticeTemplate = keyof typeof en;
export type NoticeTexts = Record<NoticeTemplate, { title: string; content: string }>;
