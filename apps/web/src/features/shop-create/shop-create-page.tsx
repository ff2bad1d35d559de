/**
 * `/pages/shop/create`: a guest logs in first and comes back; a user who never applied (2000015)
 * fills in the two steps; one who applied sees the application's state, and after a refusal may
 * apply again with the last answers filled in (the ID pictures chosen anew).
 */
import type { SellerApplication } from '@agora/contract/shops';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailVerifyNotice } from '../account/email-verify-notice';
import { useUserInfo } from '../session/api';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import type { ApplicationForm } from './api';
import { useSellerApplication } from './api';
import { ApplicationState } from './application-state';
import { ShopForm } from './shop-form';

function formFrom(previous: SellerApplication | null | undefined, user: { email: string; phone: string } | undefined): ApplicationForm {
  return {
    shop_name: previous?.shop_name ?? '',
    contact: previous?.contact ?? user?.phone ?? '',
    email: previous?.email ?? user?.email ?? '',
    address: previous?.address ?? '',
    description: previous?.description ?? '',
    id_front_image: '',
    id_back_image: '',
  };
}

export default function ShopCreatePage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const application = useSellerApplication();
  const info = useUserInfo();
  const [applyingAgain, setApplyingAgain] = useState(false);

  if (!hasLogin) return <LoginRedirect reason="account" />;

  let body: React.ReactNode;
  // "Tell us about your shop" invites the form; over an application's state it would ask again.
  let intro = true;
  if (application.isPending || info.isPending) {
    body = (
      <Stack gap="sm" data-testid="shop-create-loading">
        <Skeleton height={56} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  } else if (application.isError) {
    body = (
      <Stack align="flex-start" gap="xs">
        <Text>{application.error.message}</Text>
        <Button variant="light" onClick={() => application.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (application.data && !(applyingAgain && application.data.status === 'rejected')) {
    body = <ApplicationState application={application.data} sellerUrl={info.data?.seller_url} onApplyAgain={() => setApplyingAgain(true)} />;
    intro = false;
  } else {
    body = (
      <>
        <EmailVerifyNotice purpose="shop" />
        <ShopForm
          // A new form when the previous answers arrive, so they fill it in.
          key={application.data?.id ?? 'new'}
          initialValues={formFrom(application.data, info.data?.user)}
          onDone={() => setApplyingAgain(false)}
        />
      </>
    );
  }

  return (
    <Stack gap="md" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'xl', sm: 26 }}>
          {t('shopCreate.title')}
        </Title>
        {intro && (
          <Text c="dimmed" fz="sm">
            {t('shopCreate.subtitle')}
          </Text>
        )}
      </Stack>
      {body}
    </Stack>
  );
}
