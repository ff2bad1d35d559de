/** The shop application's state on the dashboard, for an applicant who is not a seller yet. */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClipboardCheck, IconClipboardX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnApplication } from './seller-application';

export function ApplicationState({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { data: application } = useOwnApplication(enabled);
  if (!enabled || !application || application.status === 'approved') return null;
  const rejected = application.status === 'rejected';
  return (
    <Alert
      color={rejected ? 'red' : 'blue'}
      icon={rejected ? <IconClipboardX size={20} /> : <IconClipboardCheck size={20} />}
      title={t(rejected ? 'accountMenu.applicationRejected' : 'accountMenu.applicationPending', { shop: application.shop_name })}
      data-testid="application-state"
    >
      {rejected ? (
        <>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('accountMenu.applicationRejectedBody', { reason: application.reason })}
          </Text>
          <Text fz="sm">{t('accountMenu.applicationRejectedHint')}</Text>
        </>
      ) : (
        <Text fz="sm">{t('accountMenu.applicationPendingBody')}</Text>
      )}
      <Group mt="xs">
        {/* White on the alert's tint: a light button there has no edge and reads as plain text. */}
        <Button component={Link} to="/pages/shop/create" size="compact-sm" variant="white" color={rejected ? 'red' : 'blue'}>
          {t(rejected ? 'accountMenu.applyAgain' : 'accountMenu.viewApplication')}
        </Button>
      </Group>
    </Alert>
  );
}
