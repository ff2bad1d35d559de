/**
 * `/open-location` (spec §2's system page): an address with a link that opens it in the device's
 * map application (map-link.ts). `?id=<address id>` shows one of the buyer's addresses; `?q=<text>`
 * any address written out (an order's, say). Nothing is fetched from a map service: the link is all.
 */
import { Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconMapPin, IconNavigation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { AddressText } from './address-card';
import { addressLine } from './address-lines';
import { useAddresses } from './api';
import { mapLink } from './map-link';

function MapActions({ line }: { line: string }) {
  const { t } = useTranslation();
  const href = mapLink(line, navigator.userAgent);
  // A web map opens beside the mall; `geo:` hands over to the phone's map app.
  const web = href.startsWith('https:');
  return (
    <Group gap="sm" mt="md">
      <Button
        component="a"
        href={href}
        target={web ? '_blank' : undefined}
        rel={web ? 'noopener noreferrer' : undefined}
        leftSection={<IconNavigation size={18} aria-hidden />}
        data-testid="open-in-maps"
      >
        {t('addresses.openInMaps')}
      </Button>
      <CopyButton value={line}>
        {({ copied, copy }) => (
          <Button variant="default" leftSection={<IconCopy size={18} aria-hidden />} onClick={copy}>
            {copied ? t('common.copied') : t('addresses.copyAddress')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function SavedAddress({ id }: { id: string }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  if (addresses.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  const address = addresses.data?.find((a) => String(a.id) === id);
  if (!address)
    return (
      <Alert color="orange" data-testid="open-location-missing">
        {addresses.isError ? t('common.requestError') : t('addresses.notInList')}{' '}
        <Anchor component={Link} to="/pages/mine/confing" inherit>
          {t('addresses.manage')}
        </Anchor>
      </Alert>
    );
  return (
    <>
      <AddressText address={address} />
      <MapActions line={addressLine(address)} />
    </>
  );
}

export default function OpenLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hasLogin = useHasLogin();
  const id = params.get('id');
  const text = params.get('q')?.trim().slice(0, 500);

  if (id && !hasLogin) return <LoginRedirect reason="account" />;
  return (
    <Stack gap="md" maw={560} mx="auto" data-testid="open-location">
      <div>
        <Title order={1} fz="xl">
          {t('pages.openLocation')}
        </Title>
        <Text fz="sm" c="dimmed" mt={4}>
          {t('addresses.openHint')}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={22} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0, flex: 1 }}>
            {id ? (
              <SavedAddress id={id} />
            ) : text ? (
              <>
                <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="open-location-text">
                  {text}
                </Text>
                <MapActions line={text} />
              </>
            ) : (
              <Text c="dimmed">{t('addresses.nothingToShow')}</Text>
            )}
          </div>
        </Group>
      </Paper>
    </Stack>
  );
}
