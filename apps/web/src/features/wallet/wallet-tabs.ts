/**
 * The wallet page's tabs, in order: each an address value (`?tab=`), its label's text key and its
 * panel. The withdrawal tabs join by adding their entries here; the page shows whatever is listed.
 * @example walletTabs.push({ value: 'withdraw', label: 'wallet.tab.withdraw', Panel: WithdrawPanel })
 */
import type { ComponentType } from 'react';
import { CardTopUpPanel } from './card-top-up-panel';
import { LedgerPanel } from './ledger-panel';
import { TopUpHistoryPanel } from './top-up-history-panel';
import { TopUpPanel } from './top-up-panel';
import { WithdrawPanel } from './withdraw-form';
import { WithdrawListPanel } from './withdraw-list';

export interface WalletTab {
  value: string;
  /** A text key of the pages' texts. */
  label: string;
  Panel: ComponentType;
}

export const walletTabs: WalletTab[] = [
  { value: 'ledger', label: 'wallet.tab.ledger', Panel: LedgerPanel },
  { value: 'card', label: 'wallet.tab.cardTopUp', Panel: CardTopUpPanel },
  { value: 'topup', label: 'wallet.tab.topUp', Panel: TopUpPanel },
  { value: 'topups', label: 'wallet.tab.topUpHistory', Panel: TopUpHistoryPanel },
  { value: 'withdraw', label: 'withdraw.tab', Panel: WithdrawPanel },
  { value: 'withdrawals', label: 'withdraw.listTab', Panel: WithdrawListPanel },
];
