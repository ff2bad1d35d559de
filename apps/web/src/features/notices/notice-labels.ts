/** What a notice's type and state are called on screen (spec §4 codes), and the colour of each state's badge. */
import { type Icon, IconBuildingStore, IconCash, IconPackage, IconPackages, IconWallet } from '@tabler/icons-react';

export const NOTICE_TYPE: Record<number, { label: string; icon: Icon }> = {
  100: { label: 'notices.type.shop', icon: IconBuildingStore },
  200: { label: 'notices.type.product', icon: IconPackage },
  300: { label: 'notices.type.stock', icon: IconPackages },
  400: { label: 'notices.type.withdrawal', icon: IconCash },
  500: { label: 'notices.type.recharge', icon: IconWallet },
};

export const NOTICE_STATE: Record<number, { label: string; color: string }> = {
  [-1]: { label: 'notices.state.refused', color: 'red' },
  0: { label: 'notices.state.inReview', color: 'yellow' },
  1: { label: 'notices.state.approved', color: 'green' },
};
