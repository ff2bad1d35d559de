/**
 * The mails' own texts in English, the fallback for every other language. A mail about a notice
 * takes its subject and message from the notice's texts (notices/texts); these are the rest: the
 * frame, the buttons, the receipt, and the mails no notice has. Every language file has the same
 * keys and placeholders (a test checks it).
 */
export const en = {
  greeting: 'Hello {name},',
  signOff: 'The {mall} team',
  footer: 'You get this mail because you have an account at {mall}.',
  manage: 'Choose which mails you get',
  viewOrder: 'View your order',
  invoice: 'Invoice',
  trackParcel: 'Track your parcel',
  payNow: 'Pay now',
  openWallet: 'Open your wallet',
  viewRequest: 'View your request',
  openSellerCentre: 'Open the seller centre',
  startShopping: 'Start shopping',
  welcomeSubject: 'Welcome to {mall}',
  welcomeBody:
    'Your account is ready. Browse the shops, save what you like to your wishlist and check out in a few steps. Your orders, wallet and refunds are all in your account.',
  receiptSubject: 'Receipt for your order {order}',
  receiptIntro: 'Thank you for your order! Here is your receipt.',
  orderNumber: 'Order number',
  placedOn: 'Placed on',
  shop: 'Shop',
  delivery: 'Delivery',
  deliveryDays: '{min}–{max} days',
  payment: 'Payment',
  methodWallet: 'Wallet balance',
  methodCard: 'Card',
  methodCod: 'Cash on delivery',
  paid: 'Paid',
  unpaid: 'Awaiting payment',
  payBy: 'Please pay by {time}; an unpaid order is cancelled after that.',
  item: 'Item',
  quantity: 'Qty',
  amount: 'Amount',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  discount: 'Discount',
  total: 'Total',
  shipTo: 'Ship to',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  declinedSubject: 'The payment for order {order} did not go through',
  declinedBody:
    'Your card was declined for order {order} ({amount}), and nothing was charged. We keep the order for you until {time}: pay it again, with another card if need be.',
  unpaidSubject: 'Order {order} will be cancelled soon',
  unpaidBody: 'Order {order} ({amount}) is still waiting for payment. Pay by {time}, or it will be cancelled and its items go back on sale.',
};

export type MailTexts = typeof en;
