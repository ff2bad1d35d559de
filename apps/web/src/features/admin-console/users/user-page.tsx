/**
 * A user's page (`users/:id`): who they are and what they did, gathered read-only (profile,
 * blocks, addresses, orders, wallet and ledger, refunds, conversations, shop, referrals,
 * sign-ins), and what support may do about them: block with a reason (they are logged out at once
 * everywhere), unblock, and lift a failed-login lock. Finance may adjust the wallet.
 */
import { mayUse } from '@agora/contract/staff';
import { Alert, Anchor, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconLockOpen, IconUserCancel, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/events';
import { useAreaPath } from '../../back-office/area-base';
import { ReasonModal } from '../components/reason-modal';
import { useStaffMe } from '../staff/staff-api';
import { refusalText } from './refusal-text';
import { RoleBadges, StateBadges } from './user-badges';
import { OrdersSection, WalletSection } from './user-money';
import {
  AddressesSection,
  BlocksSection,
  ConversationsSection,
  ProfileSection,
  ReferralsSection,
  RefundsSection,
  ShopSection,
  SignInsSection,
} from './user-sections';
import { useChangeUser, useUserDetail } from './users-api';
import { WalletAdjustModal } from './wallet-adjust-modal';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

export default function UserPage() {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const id = Number(useParams().id) || 0;
  const [params, setParams] = useSearchParams();
  const pages = { orders_page: pageOf(params.get('orders')), ledger_page: pageOf(params.get('ledger')) };
  const setPage = (key: 'orders' | 'ledger') => (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set(key, String(page));
      else next.delete(key);
      return next;
    });
  const detail = useUserDetail(id, pages);
  const me = useStaffMe(true);
  const roles = me.data?.roles ?? [];
  const change = useChangeUser();
  const [asking, setAsking] = useState<'block' | 'unblock' | 'unlock' | 'adjust' | null>(null);

  const back = (
    <Anchor component={Link} to={areaPath('users')} fz="sm" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} mb="xs">
      <IconArrowLeft size={14} aria-hidden />
      {t('admin.users.back')}
    </Anchor>
  );
  if (detail.isPending)
    return (
      <Center mih="40vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (!detail.data)
    return (
      <>
        {back}
        <Alert color="red" variant="light" data-testid="user-missing">
          {t('admin.users.missing')}
        </Alert>
      </>
    );

  const user = detail.data;
  const p = user.profile;
  const support = mayUse(roles, ['support']);
  const act = (kind: 'block' | 'unblock' | 'unlock', reason = '') =>
    change.mutate(kind === 'block' ? { kind, id, reason } : { kind, id }, {
      onSuccess: () => {
        toast.emit({ message: t(`admin.users.done_${kind}`, { name: p.firstname }), kind: 'success' });
        setAsking(null);
      },
      onError: (error) => {
        toast.emit({ message: refusalText(error), kind: 'error' });
        setAsking(null);
      },
    });

  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }} data-testid="user-name">
            {p.firstname || p.email}
          </Title>
          <Group gap={6}>
            <StateBadges user={p} />
            <RoleBadges roles={p.roles} />
          </Group>
        </Stack>
        {support && (
          <Group gap="xs">
            {user.lock.locked && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={() => setAsking('unlock')}
                data-testid="user-unlock"
              >
                {t('admin.users.unlock')}
              </Button>
            )}
            {p.state === 'active' ? (
              <Button color="red" leftSection={<IconUserCancel size={16} aria-hidden />} onClick={() => setAsking('block')} data-testid="user-block-button">
                {t('admin.users.block')}
              </Button>
            ) : (
              <Button color="green" leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => setAsking('unblock')} data-testid="user-unblock">
                {t('admin.users.unblock')}
              </Button>
            )}
          </Group>
        )}
      </Group>

      {p.state === 'blocked' && user.blocks[0] && !user.blocks[0].unblocked_at && (
        <Alert color="red" variant="light" icon={<IconUserCancel size={18} />} mb="md" title={t('admin.users.blockedNow')} data-testid="user-blocked-alert">
          <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {user.blocks[0].reason}
          </Text>
        </Alert>
      )}
      {user.lock.locked && (
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} mb="md" title={t('admin.users.lockedNow')} data-testid="user-locked-alert">
          <Text fz="sm">
            {t('admin.users.lockedText', { failures: user.lock.failures, hour: user.lock.failures_this_hour, seconds: user.lock.wait_seconds })}
          </Text>
        </Alert>
      )}

      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <ProfileSection detail={user} />
          <BlocksSection detail={user} />
        </SimpleGrid>
        <WalletSection detail={user} onPage={setPage('ledger')} onAdjust={mayUse(roles, ['finance']) ? () => setAsking('adjust') : undefined} />
        <OrdersSection detail={user} onPage={setPage('orders')} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <RefundsSection detail={user} />
          <ConversationsSection detail={user} support={support} />
          <AddressesSection detail={user} />
          <ShopSection detail={user} />
          <ReferralsSection detail={user} />
          <SignInsSection detail={user} />
        </SimpleGrid>
      </Stack>

      <ReasonModal
        opened={asking === 'block'}
        title={t('admin.users.blockTitle', { name: p.firstname || p.email })}
        subject={t('admin.users.blockSubject')}
        hint={t('admin.users.blockHint')}
        confirm={t('admin.users.block')}
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => act('block', reason)}
      />
      <Modal
        opened={asking === 'unblock' || asking === 'unlock'}
        onClose={() => setAsking(null)}
        title={t(asking === 'unlock' ? 'admin.users.unlockTitle' : 'admin.users.unblockTitle', { name: p.firstname || p.email })}
        centered
      >
        <Text fz="sm">{t(asking === 'unlock' ? 'admin.users.unlockText' : 'admin.users.unblockText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(null)} disabled={change.isPending}>
            {t('admin.users.cancel')}
          </Button>
          <Button loading={change.isPending} onClick={() => asking && asking !== 'adjust' && asking !== 'block' && act(asking)} data-testid="user-confirm">
            {t(asking === 'unlock' ? 'admin.users.unlock' : 'admin.users.unblock')}
          </Button>
        </Group>
      </Modal>
      <WalletAdjustModal user={p} opened={asking === 'adjust'} onClose={() => setAsking(null)} />
    </>
  );
}
