/**
 * Profile management (`/pages/mine/confing`, spelled so; spec §2): base info with the photo,
 * the password, the payment settings withdrawals go to, which e-mails come, the shipping addresses, and "Your data"
 * (download it, delete the account).
 */
import { Alert, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { YourDataSection } from '../account/your-data-section';
import { ShippingAddressesSection } from '../addresses/shipping-addresses-section';
import { useUserInfo } from '../session/api';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { BaseInfoForm } from './base-info-form';
import { MailSettingsCard } from './mail-settings-card';
import { PasswordForm } from './password-form';
import { PaymentSettingsCard } from './payment-settings-card';

export default function ProfilePage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const info = useUserInfo();

  if (!hasLogin) return <LoginRedirect reason="account" />;
  if (info.isPending) return <Skeleton height={420} radius="md" maw={1000} mx="auto" />;
  if (!info.data) return <Alert color="red">{t('common.requestError')}</Alert>;

  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Title order={1} fz="xl">
        {t('profile.title')}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BaseInfoForm key={info.data.user.id} user={info.data.user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PasswordForm />
            <PaymentSettingsCard />
            <MailSettingsCard seller={info.data.user.roles.includes('seller')} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ShippingAddressesSection user={info.data.user} />
      <YourDataSection />
    </Stack>
  );
}
