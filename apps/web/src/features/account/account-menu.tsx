/**
 * The account menu (spec §2): one list for the dashboard and the header's account button. Entries
 * come from `accountMenuEntries`; the seller centre and admin console open through the sign-in
 * handoff, and "log out" ends the list. The entries come in labelled sections (issue 23): seventeen
 * in one run ran off an 800 px screen, so the header's popover lays them in two columns and lets
 * them scroll, with "log out" kept in sight below.
 */
import { Box, Divider, Loader, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconBell,
  IconBuildingStore,
  IconChartBar,
  IconClipboardCheck,
  IconHeadset,
  IconHeart,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconReceipt,
  IconReceiptRefund,
  IconSettings,
  IconShieldLock,
  IconShoppingBagPlus,
  IconTicket,
  IconUserCog,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { openBackOffice } from '../back-office/open-back-office';
import { useLogout, useUserInfo } from '../session/api';
import { accountMenuEntries, groupMenuEntries, type MenuEntry, type MenuEntryId, type MenuGroup } from './menu-entries';
import { useOwnApplication } from './seller-application';

const ICONS: Record<MenuEntryId, typeof IconBell> = {
  dashboard: IconLayoutDashboard,
  purchaseHistory: IconReceipt,
  coupons: IconTicket,
  wallet: IconWallet,
  refunds: IconReceiptRefund,
  refundsReceived: IconReceiptRefund,
  tickets: IconHeadset,
  affiliate: IconUsersGroup,
  profile: IconUserCog,
  notices: IconBell,
  wishlist: IconHeart,
  compare: IconArrowsLeftRight,
  aboutUs: IconInfoCircle,
  contactUs: IconMail,
  becomeSeller: IconShoppingBagPlus,
  sellerSetting: IconClipboardCheck,
  shopSettings: IconSettings,
  shopDashboard: IconChartBar,
  myShop: IconBuildingStore,
  adminConsole: IconShieldLock,
};

const GROUP_LABELS: Record<MenuGroup, string> = {
  account: 'accountMenu.groupAccount',
  buying: 'accountMenu.groupBuying',
  money: 'accountMenu.groupMoney',
  selling: 'accountMenu.groupSelling',
  help: 'accountMenu.groupHelp',
};

/** The entries for the logged-in user; the application is asked for only while they are no seller. */
export function useAccountMenuEntries(): MenuEntry[] {
  const { data: info } = useUserInfo();
  const roles = info?.user.roles ?? [];
  const isSeller = roles.includes('seller');
  const application = useOwnApplication(info !== undefined && !isSeller);
  const status = application.isError ? null : application.data === undefined ? undefined : (application.data?.status ?? null);
  return info ? accountMenuEntries({ roles, shopId: info.shop_id, application: status }) : [];
}

interface AccountMenuProps {
  /** Called when an entry is chosen (the header's popover closes). */
  onNavigate?: () => void;
  /** Sections side by side (the header's popover); one column on the dashboard. */
  columns?: 1 | 2;
  /** The sections scroll beyond this height, "log out" staying below them in sight. */
  maxHeight?: string;
}

export function AccountMenu({ onNavigate, columns = 1, maxHeight }: AccountMenuProps) {
  const { t } = useTranslation();
  const entries = useAccountMenuEntries();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [opening, setOpening] = useState<MenuEntryId | null>(null);

  const open = (entry: MenuEntry, area: 'seller' | 'admin', page?: string) => {
    setOpening(entry.id);
    // The request shows its own toast when the code cannot be had.
    openBackOffice(area, page)
      .then(() => onNavigate?.())
      .catch(() => undefined)
      .finally(() => setOpening(null));
  };

  const renderEntry = (entry: MenuEntry) => {
    const Icon = ICONS[entry.id];
    const common = {
      label: t(`accountMenu.${entry.id}`),
      leftSection: <Icon size={18} stroke={1.6} color="var(--mantine-color-orange-8)" aria-hidden />,
      styles: { root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { fontWeight: 500 } },
      'data-testid': `menu-${entry.id}`,
    } as const;
    if ('to' in entry.target) {
      const current = location.pathname + location.search === entry.target.to;
      return (
        <NavLink
          key={entry.id}
          component={Link}
          to={entry.target.to}
          onClick={onNavigate}
          active={current}
          color="orange"
          aria-current={current ? 'page' : undefined}
          {...common}
        />
      );
    }
    const { backOffice: area, page } = entry.target;
    return (
      <NavLink
        key={entry.id}
        component="button"
        type="button"
        onClick={() => open(entry, area, page)}
        disabled={opening !== null}
        rightSection={opening === entry.id ? <Loader size={14} /> : null}
        {...common}
      />
    );
  };

  return (
    <Stack gap={0} data-testid="account-menu">
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars={maxHeight ? 'y' : false}>
        <Box style={columns === 2 ? { columnCount: 2, columnGap: 'var(--mantine-spacing-xs)' } : undefined}>
          {groupMenuEntries(entries).map(({ group, entries: inGroup }) => (
            // A section never splits across the columns.
            <div key={group} style={{ breakInside: 'avoid' }} data-testid={`menu-group-${group}`}>
              <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={6} pb={2}>
                {t(GROUP_LABELS[group])}
              </Text>
              {inGroup.map(renderEntry)}
            </div>
          ))}
        </Box>
      </ScrollArea.Autosize>
      <Divider my={4} />
      <NavLink
        component="button"
        type="button"
        label={t('accountMenu.logout')}
        c="red.8"
        styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { fontWeight: 500 } }}
        leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />}
        rightSection={logout.isPending ? <Loader size={14} color="red" /> : null}
        disabled={logout.isPending}
        onClick={() => {
          // The promise, not mutate's callbacks: the page this menu sits on may need a login and
          // unmount the menu the moment the session ends, and those callbacks would then be dropped.
          void logout.mutateAsync().finally(() => {
            onNavigate?.();
            navigate('/', { replace: true });
          });
        }}
        data-testid="logout"
      />
    </Stack>
  );
}
