/** The shop's settings: name, logo and banner, description per language, contact, email, address; and a link to the shop as buyers see it. */
import { LANGS, type Lang } from '@agora/contract/locale';
import type { ShopSettings, ShopSettingsInput } from '@agora/contract/seller';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { useSaveShop, useShopSettings } from '../api/seller-api';
import { LanguageTabList } from '../editor/language-tab-list';
import { ImageField } from './image-field';

type Form = Required<Pick<ShopSettingsInput, 'name' | 'logo' | 'banner' | 'contact' | 'email' | 'address'>> & { descriptions: Record<Lang, string> };

const formOf = (shop: ShopSettings): Form => ({
  name: shop.name,
  logo: shop.logo,
  banner: shop.banner,
  contact: shop.contact,
  email: shop.email,
  address: shop.address,
  descriptions: Object.fromEntries(LANGS.map((lang) => [lang, String(shop[`description_${lang}`] ?? '')])) as Record<Lang, string>,
});

export function ShopSettingsPage() {
  const shop = useShopSettings();
  if (!shop.data) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={32} w={220} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  return <ShopForm shop={shop.data} />;
}

function ShopForm({ shop }: { shop: ShopSettings }) {
  const { t } = useTranslation();
  const save = useSaveShop();
  const [form, setForm] = useState(() => formOf(shop));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const failure = save.error instanceof ApiError ? save.error : null;
  const fieldError = (field: string) => (failure?.field === field ? errorText(failure) : undefined);
  const shopUrl = shop.shop_url.startsWith('#') || shop.shop_url.includes('://') ? shop.shop_url : `${window.location.origin}/#${shop.shop_url}`;

  const submit = () =>
    save.mutate(
      {
        name: form.name,
        logo: form.logo,
        banner: form.banner,
        contact: form.contact,
        email: form.email,
        address: form.address,
        ...Object.fromEntries(LANGS.map((lang) => [`description_${lang}`, form.descriptions[lang]])),
      } as ShopSettingsInput,
      { onSuccess: () => toast.emit({ kind: 'success', message: t('seller.shop.saved') }) },
    );

  return (
    <Stack gap="md" data-testid="shop-settings">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz="h2">
          {t('seller.shop.title')}
        </Title>
        <Button
          component="a"
          href={shopUrl}
          target="_blank"
          rel="noopener"
          variant="light"
          rightSection={<IconExternalLink size={16} />}
          data-testid="go-to-shop"
        >
          {t('seller.shop.goToShop')}
        </Button>
      </Group>
      {failure && !failure.field && <Alert color="red">{failure.message}</Alert>}
      {failure?.field === 'shop' && (
        // The shop itself refused the save (suspended by the mall).
        <Alert color="red" role="alert" data-testid="save-error">
          {errorText(failure)}
        </Alert>
      )}
      <Card withBorder radius="md">
        <Stack gap="sm">
          <TextInput
            label={t('seller.shop.name')}
            required
            maxLength={60}
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={fieldError('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ImageField label={t('seller.shop.logo')} value={form.logo} onChange={(path) => set('logo', path)} ratio={1} testId="shop-logo" />
            <div style={{ gridColumn: 'span 2' }}>
              <ImageField label={t('seller.shop.banner')} value={form.banner} onChange={(path) => set('banner', path)} ratio={4} testId="shop-banner" />
            </div>
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Title order={2} fz="h4" mb="sm">
          {t('seller.shop.description')}
        </Title>
        <Tabs defaultValue="en">
          <LanguageTabList missing={LANGS.filter((lang) => !form.descriptions[lang].trim())} />
          {LANGS.map((lang) => (
            <Tabs.Panel key={lang} value={lang} pt="sm" lang={lang}>
              <Textarea
                aria-label={t('seller.shop.description')}
                required={lang === 'en'}
                autosize
                minRows={4}
                maxLength={2000}
                value={form.descriptions[lang]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setForm((f) => ({ ...f, descriptions: { ...f.descriptions, [lang]: value } }));
                }}
                error={fieldError(`description_${lang}`)}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('seller.shop.contact')}
            required
            value={form.contact}
            onChange={(e) => set('contact', e.currentTarget.value)}
            error={fieldError('contact')}
            type="tel"
          />
          <TextInput
            label={t('seller.shop.email')}
            required
            value={form.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={fieldError('email')}
            type="email"
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('seller.shop.address')}
          required
          autosize
          minRows={2}
          maxLength={300}
          value={form.address}
          onChange={(e) => set('address', e.currentTarget.value)}
          error={fieldError('address')}
        />
      </Card>
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="save-shop">
          {t('seller.shop.save')}
        </Button>
      </Group>
    </Stack>
  );
}
