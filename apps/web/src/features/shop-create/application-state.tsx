/**
 * The application's state: in review ("in progress while reviewed"), approved (a way to the
 * seller centre), or refused with the reviewer's reason and a way to apply again.
 */
import { BCP47, resolveLang } from '@agora/contract/locale';
import type { SellerApplication } from '@agora/contract/shops';
import { Alert, Button, Flex, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconExternalLink, IconMailbox, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LOOK = {
  pending: { icon: IconClockHour4, color: 'orange' },
  approved: { icon: IconCircleCheck, color: 'teal' },
  rejected: { icon: IconX, color: 'red' },
} as const;

interface Props {
  application: SellerApplication;
  sellerUrl: string | undefined;
  onApplyAgain: () => void;
}

export function ApplicationState({ application, sellerUrl, onApplyAgain }: Props) {
  const { t, i18n } = useTranslation();
  const look = LOOK[application.status];
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(BCP47[resolveLang(i18n.language)], { dateStyle: 'medium' }) : '');
  const rows: [string, string][] = [
    [t('shopCreate.shopName'), application.shop_name],
    [t('shopCreate.contact'), application.contact],
    [t('shopCreate.email'), application.email],
    [t('shopCreate.address'), application.address],
    [t('shopCreate.sentOn'), date(application.created_at)],
    ...(application.reviewed_at ? [[t('shopCreate.reviewedOn'), date(application.reviewed_at)] as [string, string]] : []),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="application-state" data-status={application.status}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={look.color}>
            <look.icon size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {t(`shopCreate.state.${application.status}Title`)}
            </Title>
            <Text c="dimmed" fz="sm">
              {t(`shopCreate.state.${application.status}Body`, { shop: application.shop_name })}
            </Text>
          </Stack>
        </Group>

        {application.status === 'rejected' && (
          <Alert color="red" title={t('shopCreate.state.reason')} data-testid="application-reason">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {application.reason}
            </Text>
          </Alert>
        )}

        {/* Label above value: a label column would break long labels mid-word on a phone. */}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ minWidth: 0 }}>
              <Text component="dt" fz="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>

        {/* One above the other across the card on a phone, where side by side they wrapped to ragged widths. */}
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          {application.status === 'rejected' && (
            <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onApplyAgain} data-testid="apply-again">
              {t('shopCreate.state.applyAgain')}
            </Button>
          )}
          {application.status === 'approved' && sellerUrl && (
            <Button component="a" href={sellerUrl} rightSection={<IconExternalLink size={18} aria-hidden />}>
              {t('shopCreate.state.openSellerCentre')}
            </Button>
          )}
          <Button variant="default" component={Link} to="/pages/notice/notice" leftSection={<IconMailbox size={18} aria-hidden />}>
            {t('shopCreate.state.notices')}
          </Button>
        </Flex>
      </Stack>
    </Paper>
  );
}
