/** Share with the device's share sheet where there is one, else copy the link. */
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';

export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    toast.emit({ message: t('product.linkCopied'), kind: 'success' });
  }
  return (
    <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconShare size={16} />} onClick={share}>
      {t('product.share')}
    </Button>
  );
}
