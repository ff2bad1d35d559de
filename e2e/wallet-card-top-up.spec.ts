/**
 * A card top-up in THB (issue 23), at 1280 and 375 px, for a new buyer who reads Thai and pays in
 * baht: the form shows the rate and what the wallet gets (rounded down to the cent), the card is
 * charged, and the wallet is credited at once, with its ledger row; a declined card is said beside
 * the card number and credits nothing more.
 */
import { expect, test } from '@playwright/test';
import { call, registerBuyer, seedSession, uniqueEmail } from './api';
import { priceIn } from './helpers/currency';
import { texts } from './texts';

const t = texts('th');

test('a card top-up in THB', async ({ page, request }) => {
  const buyer = await registerBuyer(request, { name: 'Somchai Card', email: uniqueEmail('card-topup'), password: 'e2e-card-pass-1', verified: false });
  await seedSession(page, buyer.token, 'th');
  await page.addInitScript(() => localStorage.setItem('cur', 'THB'));
  const { list } = await call<{ list: { code: string; rate: number }[] }>(request, '/customer/index/get_currency');
  const rateMicros = Math.round((list.find((c) => c.code === 'THB')?.rate ?? 0) * 1e6);
  // 1,000.00 baht in US cents, rounded down as the mall rounds it (satang × 100 × 10^6 / (rate in millionths × 100)).
  const cents = Math.floor((100_000 * 100 * 1e6) / (rateMicros * 100));
  const usd = new Intl.NumberFormat('th', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dollars = `$${usd.format(cents / 100)}`;
  const baht = await priceIn(request, 'THB', 'th');

  await page.goto('/#/pages/mine/wallet?tab=card');
  await expect(page.getByTestId('card-top-up-rate')).toContainText('35');
  await page.getByTestId('card-top-up-amount').fill('1000');
  await expect(page.getByTestId('card-top-up-credit')).toHaveText(t('wallet.card.youGet', { amount: dollars }));

  // A declined card first: refused beside the number, nothing credited.
  await page.getByTestId('card-top-up-card-number').fill('4000 0000 0000 0002');
  await page.getByTestId('card-top-up-card-exp').fill('12/40');
  await page.getByTestId('card-top-up-card-cvc').fill('123');
  await page.getByTestId('card-top-up-card-name').fill('Somchai Card');
  await page.getByTestId('card-top-up-submit').click();
  await expect(page.getByText(t('wallet.card.error.declined'))).toBeVisible();

  await page.getByTestId('card-top-up-card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-top-up-submit').click();
  await expect(page.getByTestId('card-top-up-succeeded')).toContainText(dollars);
  await expect(page.getByTestId('card-top-up-succeeded')).toContainText('4242');
  await expect(page.getByTestId('wallet-balance')).toHaveText(baht(cents));

  const balance = await call<{ balance: number }>(request, '/customer/info/get_user_balance', buyer.token);
  expect(balance.balance).toBe(cents);
  await page.getByTestId('wallet-tab-ledger').click();
  await expect(page.getByText(baht(cents)).first()).toBeVisible();
});
