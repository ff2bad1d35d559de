/**
 * `/pages/mine/wallet` (spec §2, §3, §5): the balance and the frozen amount, a seller's shop
 * earnings, then the tabs of wallet-tabs.ts (the ledger, the offline top-up, its history…). The
 * tab lives in the address (`?tab=`), so a link can open the top-up form and the back button
 * leaves a tab.
 */
import { Box, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { ScrollingTabList } from '../system/scrolling-tab-list';
import { BalanceCard } from './balance-card';
import { ShopEarningsCard } from './shop-earnings-card';
import { walletTabs } from './wallet-tabs';

export default function WalletPage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const [params, setParams] = useSearchParams();
  const first = walletTabs[0]?.value ?? 'ledger';
  const asked = params.get('tab');
  const tab = walletTabs.some((entry) => entry.value === asked) ? (asked as string) : first;

  if (!hasLogin) return <LoginRedirect reason="account" />;
  const open = (value: string) => setParams(value === first ? {} : { tab: value });
  return (
    <Box maw={960} mx="auto" data-testid="wallet-page">
      <Title order={1} fz="xl" mb="sm">
        {t('pages.wallet')}
      </Title>
      <Stack gap="md">
        <BalanceCard onTopUp={() => open('topup')} />
        <ShopEarningsCard />
      </Stack>
      <Tabs value={tab} onChange={(value) => value && open(value)} keepMounted={false} mt="md">
        <Box mb="md">
          <ScrollingTabList active={tab}>
            {walletTabs.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value} data-testid={`wallet-tab-${entry.value}`}>
                {t(entry.label)}
              </Tabs.Tab>
            ))}
          </ScrollingTabList>
        </Box>
        {walletTabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Box>
  );
}
