/**
 * The console's money pages in one lazy chunk: each of them is small, and every separately
 * loaded page adds its file list to the storefront's entry, whose JavaScript budget is full.
 */
import BooksPage from './books-page';
import MoneySettingsPage from './settings-page';
import TopupsPage from './topups-page';
import WithdrawalsPage from './withdrawals-page';

const PAGES = { topups: TopupsPage, withdrawals: WithdrawalsPage, books: BooksPage, settings: MoneySettingsPage };
export type MoneyPageName = keyof typeof PAGES;

export default function MoneyPage({ page }: { page: MoneyPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
