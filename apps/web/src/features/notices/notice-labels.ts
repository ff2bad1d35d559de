/**
 * What a notice's type and state are called on screen (spec §4 codes, and ours: 600 an order's
 * news, 700 a refund request's, 800 a conversation's, 900 the account's security), and the colour of each state's badge.
 * Applications are reviewed, so their notices show the review's state; the others have no review,
 * and their state says nothing.
 */
import {
  type Icon,
  IconBuildingStore,
  IconCash,
  IconMessages,
  IconPackage,
  IconPackages,
  IconReceipt,
  IconReceiptRefund,
  IconShieldLock,
  IconWallet,
} from '@tabler/icons-react';

export const NOTICE_TYPE: Record<number, { label: string; icon: Icon; reviewed: boolean }> = {
  100: { label: 'notices.type.shop', icon: IconBuildingStore, reviewed: true },
  200: { label: 'notices.type.product', icon: IconPackage, reviewed: true },
  300: { label: 'notices.type.stock', icon: IconPackages, reviewed: true },
  400: { label: 'notices.type.withdrawal', icon: IconCash, reviewed: true },
  500: { label: 'notices.type.recharge', icon: IconWallet, reviewed: true },
  600: { label: 'notices.type.order', icon: IconReceipt, reviewed: false },
  700: { label: 'notices.type.refund', icon: IconReceiptRefund, reviewed: false },
  800: { label: 'notices.type.conversation', icon: IconMessages, reviewed: false },
  900: { label: 'notices.type.account', icon: IconShieldLock, reviewed: false },
};

export const NOTICE_STATE: Record<number, { label: string; color: string }> = {
  [-1]: { label: 'notices.state.refused', color: 'red' },
  0: { label: 'notices.state.inReview', color: 'yellow' },
  1: { label: 'notices.state.approved', color: 'green' },
};
