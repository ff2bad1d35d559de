/** "Compare" on a product: adds it to the compare list; once added it says so and leads to the compare page. */
import { Anchor, Button } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { IconArrowsLeftRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/events';
import { useAddToCompare, useCompareIds } from './api';

const COMPARE_PATH = '/pages/compare/compare';

/**
 * A success toast through the one toast channel, then given a link once the toast host shows it.
 * (The channel carries text only; the host lives outside the router, hence a plain hash link.)
 */
function toastWithLink(message: string, label: string, href: string) {
  const stop = () => {
    off();
    clearTimeout(timer);
  };
  const off = notificationsStore.subscribe((state) => {
    const shown = state.notifications.find((n) => n.message === message);
    if (!shown) return;
    stop();
    notifications.update({
      id: shown.id,
      message: (
        <>
          {message}{' '}
          <Anchor href={href} fw={600} fz="sm">
            {label}
          </Anchor>
        </>
      ),
    });
  });
  const timer = setTimeout(stop, 10_000);
  toast.emit({ message, kind: 'success' });
}

/** `testId` tells a product card's button from the product page's own (several on one page). */
export function CompareButton({ productId, testId = 'compare-button' }: { productId: number; testId?: string }) {
  const { t } = useTranslation();
  const ids = useCompareIds();
  const add = useAddToCompare();

  if (ids.includes(productId)) {
    return (
      <Button component={Link} to={COMPARE_PATH} variant="light" size="compact-sm" leftSection={<IconCheck size={16} aria-hidden />} data-testid={testId}>
        {t('compare.inCompare')}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconArrowsLeftRight size={16} aria-hidden />}
      loading={add.isPending}
      onClick={() => add.mutate(productId, { onSuccess: () => toastWithLink(t('compare.added'), t('compare.view'), `#${COMPARE_PATH}`) })}
      data-testid={testId}
    >
      {t('compare.add')}
    </Button>
  );
}
