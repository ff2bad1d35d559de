/** A product's review state as a coloured badge; a refused product shows why under it. */
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { on_sale: 'green', off_sale: 'gray', pending: 'blue', rejected: 'red', draft: 'gray' };

export function StatusBadge({ status, reason }: { status: string; reason?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="product-status">
        {t(`seller.status.${status}`, { defaultValue: status })}
      </Badge>
      {status === 'rejected' && reason && (
        <Text fz="xs" c="red.8" mt={2} maw={220} data-testid="review-reason">
          {t('seller.products.reason', { reason })}
        </Text>
      )}
    </>
  );
}
