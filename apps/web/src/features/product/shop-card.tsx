/** The seller: logo, name, products and rating, with "chat with seller" and a link to visit the store (neither in a preview: `visit` false). */
import type { ProductDetail } from '@agora/contract/catalog';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBuildingStore, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { ChatWithShopButton } from '../tickets/ticket-links';

export function ShopCard({ shop, visit = true }: { shop: ProductDetail['shop']; visit?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="shop-card">
      <Group wrap="wrap" justify="space-between" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: '1 1 180px' }}>
          <img src={mediaUrl(shop.logo)} alt="" width={48} height={48} style={{ borderRadius: 8 }} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {shop.name}
            </Text>
            <Group gap={8} fz="xs" c="dimmed" wrap="nowrap">
              <Text fz="xs" c="dimmed">
                {t('product.shopProducts', { count: shop.product_count })}
              </Text>
              {/* Ratings run 1 to 5, so an average of 0 is a shop nobody has rated yet. */}
              {shop.rating > 0 ? (
                <Group gap={2} wrap="nowrap">
                  <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
                  <Text fz="xs" c="dimmed">
                    {shop.rating.toFixed(1)}
                  </Text>
                </Group>
              ) : (
                <Text fz="xs" c="dimmed" data-testid="no-ratings">
                  {t('product.noRatings')}
                </Text>
              )}
            </Group>
          </div>
        </Group>
        {visit && (
          <Group gap={6} wrap="nowrap" justify="flex-end" style={{ flexShrink: 0, marginLeft: 'auto' }}>
            <ChatWithShopButton shopId={shop.id} shopName={shop.name} label={t('tickets.chatWithSeller')} />
            <Button
              component={Link}
              to={`/pages/shop/detail?id=${shop.id}`}
              variant="light"
              size="compact-sm"
              leftSection={<IconBuildingStore size={16} />}
              style={{ flexShrink: 0 }}
            >
              {t('product.visitStore')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
