/** The spec's "no permission to access the current page", with the ways on: apply for a shop, or back to the mall. */
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BackOfficeArea } from './area';
import { mallUrl } from './area-paths';

export function NoPermission({ area }: { area: BackOfficeArea }) {
  const { t } = useTranslation();
  const mall = mallUrl(window.location);
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" maw={420} ta="center" gap="xs" data-testid="no-permission">
        <IconLock size={40} stroke={1.4} color="var(--mantine-color-orange-7)" aria-hidden />
        <Title order={1} fz="h3">
          {t('backOffice.noPermission')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t(area === 'seller' ? 'backOffice.noPermissionSeller' : 'backOffice.noPermissionAdmin')}
        </Text>
        <Group justify="center" mt="sm">
          {area === 'seller' && (
            <Button component="a" href={`${mall}pages/shop/create`}>
              {t('backOffice.applyForShop')}
            </Button>
          )}
          <Button component="a" href={mall} variant={area === 'seller' ? 'default' : 'filled'}>
            {t('backOffice.backToMall')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
