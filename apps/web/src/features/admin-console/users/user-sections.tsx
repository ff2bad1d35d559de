/**
 * The user's page's read-only parts: profile, block history, addresses, shop, refunds,
 * conversations, referrals and sign-ins. Each is a framed section with a plain empty line.
 */
import type { UserDetail } from '@agora/contract/users-admin';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAreaPath } from '../../back-office/area-base';
import { useFormats } from '../use-formats';
import { RoleBadges } from './user-badges';

export function Section({
  title,
  count,
  action,
  testId,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { count: format } = useFormats();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ minWidth: 0 }}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} fz="h4">
          {title}
          {count !== undefined && (
            <Text span c="dimmed" fz="sm" fw={400} ml={6}>
              ({format(count)})
            </Text>
          )}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

export function Nothing({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fz="sm">
      {children}
    </Text>
  );
}

/** A label and its value, one pair a line, the label in a fixed column that wraps on a phone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0, flex: 1, fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

export function ProfileSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const p = detail.profile;
  return (
    <Section title={t('admin.users.profile')} testId="user-profile">
      <Stack gap={6}>
        <Fact label={t('admin.users.id')}>#{p.id}</Fact>
        <Fact label={t('admin.users.email')}>
          {/* Breaks at its @ first, not mid-word. */}
          {p.email.split('@')[0]}
          <wbr />@{p.email.split('@').slice(1).join('@')}
        </Fact>
        <Fact label={t('admin.users.phone')}>{p.phone || '—'}</Fact>
        <Fact label={t('admin.users.roles')}>
          <RoleBadges roles={p.roles} />
        </Fact>
        {p.staff_roles.length > 0 && <Fact label={t('admin.users.staffRoles')}>{p.staff_roles.map((role) => t(`admin.users.staff_${role}`)).join(', ')}</Fact>}
        <Fact label={t('admin.users.language')}>{p.lang}</Fact>
        <Fact label={t('admin.users.signedUp')}>{date(p.created_at)}</Fact>
        <Fact label={t('admin.users.invitationCode')}>
          <span className="agora-figure">{p.invitation_code}</span>
        </Fact>
      </Stack>
    </Section>
  );
}

export function BlocksSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <Section title={t('admin.users.blocks')} testId="user-blocks">
      {detail.blocks.length === 0 ? (
        <Nothing>{t('admin.users.noBlocks')}</Nothing>
      ) : (
        <Stack gap="sm">
          {detail.blocks.map((block) => (
            <Paper key={block.id} bg="gray.0" p="xs" radius="sm" data-testid="user-block">
              <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="user-block-reason">
                {block.reason}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('admin.users.blockedBy', { name: block.blocked_by?.firstname ?? '—', date: date(block.blocked_at) })}
              </Text>
              <Text fz="xs" c={block.unblocked_at ? 'dimmed' : 'red'}>
                {block.unblocked_at
                  ? t('admin.users.unblockedBy', { name: block.unblocked_by?.firstname ?? '—', date: date(block.unblocked_at) })
                  : t('admin.users.blockInForce')}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function AddressesSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.users.addresses')} count={detail.addresses.length} testId="user-addresses">
      {detail.addresses.length === 0 ? (
        <Nothing>{t('admin.users.noAddresses')}</Nothing>
      ) : (
        <Stack gap="xs">
          {detail.addresses.map((a) => (
            <div key={a.id}>
              <Group gap={6}>
                <Text fz="sm" fw={600}>
                  {a.first_name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {a.phone}
                </Text>
                {a.is_default && (
                  <Badge size="xs" variant="light" tt="none">
                    {t('admin.users.defaultAddress')}
                  </Badge>
                )}
              </Group>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {[a.address, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', ')}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function ShopSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <Section title={t('admin.users.shop')} testId="user-shop">
      {detail.shop ? (
        <Group gap="xs">
          <Text fz="sm" fw={600}>
            {detail.shop.name}
          </Text>
          <Badge variant="light" tt="none" color={detail.shop.status === 'active' ? 'green' : 'gray'}>
            {t(`admin.users.shop_${detail.shop.status}`, { defaultValue: detail.shop.status })}
          </Badge>
          <Text fz="xs" c="dimmed">
            {t('admin.users.since', { date: date(detail.shop.created_at) })}
          </Text>
        </Group>
      ) : (
        <Nothing>{t('admin.users.noShop')}</Nothing>
      )}
    </Section>
  );
}

export function RefundsSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const { date, usd } = useFormats();
  const { list, total } = detail.refunds;
  return (
    <Section title={t('admin.users.refunds')} count={total} testId="user-refunds">
      {list.length === 0 ? (
        <Nothing>{t('admin.users.noRefunds')}</Nothing>
      ) : (
        <Stack gap={6}>
          {list.map((r) => (
            <Group key={r.id} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} className="agora-figure">
                  {r.order_sn}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t(`refunds.type.${r.type}`)} · {t(`refunds.state.${r.state}`)} · {date(r.created_at)}
                </Text>
              </div>
              <Text fz="sm" className="agora-figure" style={{ whiteSpace: 'nowrap' }}>
                {usd(r.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function ConversationsSection({ detail, support }: { detail: UserDetail; support: boolean }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const { date } = useFormats();
  const { list, total } = detail.conversations;
  return (
    <Section title={t('admin.users.conversations')} count={total} testId="user-conversations">
      {list.length === 0 ? (
        <Nothing>{t('admin.users.noConversations')}</Nothing>
      ) : (
        <Stack gap={6}>
          {list.map((c) => (
            <div key={c.id}>
              {support && !c.shop ? (
                <Anchor component={Link} to={areaPath(`support/${c.id}`)} fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.subject}
                </Anchor>
              ) : (
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.subject}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {c.shop?.name ?? t('tickets.mallName')} · {t(`tickets.state.${c.state}`)} · {date(c.last_message_at)}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function ReferralsSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const areaPath = useAreaPath();
  const { date } = useFormats();
  const { invited_by, list, total } = detail.referrals;
  return (
    <Section title={t('admin.users.referrals')} count={total} testId="user-referrals">
      <Text fz="sm" mb="xs">
        {invited_by ? (
          <>
            {t('admin.users.invitedBy')}{' '}
            <Anchor component={Link} to={areaPath(`users/${invited_by.id}`)}>
              {invited_by.firstname} (#{invited_by.id})
            </Anchor>
          </>
        ) : (
          t('admin.users.notInvited')
        )}
      </Text>
      {list.length === 0 ? (
        <Nothing>{t('admin.users.noReferrals')}</Nothing>
      ) : (
        <Stack gap={4}>
          {list.map((r) => (
            <Group key={r.id} gap="xs">
              <Anchor component={Link} to={areaPath(`users/${r.id}`)} fz="sm">
                {r.firstname} (#{r.id})
              </Anchor>
              <Text fz="xs" c="dimmed">
                {date(r.created_at)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function SignInsSection({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <Section title={t('admin.users.signIns')} testId="user-sign-ins">
      {detail.sign_ins.length === 0 ? (
        <Nothing>{t('admin.users.noSignIns')}</Nothing>
      ) : (
        <Stack gap={6}>
          {detail.sign_ins.map((s) => (
            <div key={`${s.created_at}-${s.ip}`}>
              <Group gap="xs">
                <Text fz="sm" className="agora-figure">
                  {date(s.created_at)}
                </Text>
                <Text fz="sm" c="dimmed" className="agora-figure">
                  {s.ip}
                </Text>
              </Group>
              <Text fz="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }} title={s.user_agent}>
                {s.user_agent || '—'}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}
