/** The buyer's wishlist: saved products newest first, each with a remove button, and "load more". */

import { Button, Center, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { ProductCard } from '../catalog/product-card';
import { LoginRedirect } from '../session/login-intent';
import { useHasLogin } from '../session/session-store';
import { EmptyState } from '../system/empty-state';
import { useRemoveFromWishlist, useWishlist } from './api';

function EmptyWishlist() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={IconHeart}
      title={t('wishlist.emptyTitle')}
      body={t('wishlist.emptyBody')}
      action={{ label: t('wishlist.emptyAction'), to: '/' }}
      testId="wishlist-empty"
    />
  );
}

export default function WishlistPage() {
  const { t } = useTranslation();
  const hasLogin = useHasLogin();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();

  if (!hasLogin) return <LoginRedirect reason="wishlistPage" />;
  const products = wishlist.data?.pages.flatMap((p) => p.list) ?? [];
  const total = wishlist.data?.pages[0]?.total ?? 0;

  return (
    <>
      <Group justify="space-between" align="baseline" mb="md" wrap="nowrap">
        <Title order={1} fz="xl">
          {t('pages.wishlist')}
        </Title>
        {total > 0 && (
          <Text c="dimmed" fz="sm" style={{ whiteSpace: 'nowrap' }} data-testid="wishlist-total">
            {t('wishlist.count', { count: total })}
          </Text>
        )}
      </Group>
      {!wishlist.isPending && products.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" verticalSpacing="md">
          {wishlist.isPending
            ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={320} radius="md" />)
            : products.map((product) => (
                <Stack key={product.id} gap={6} data-testid="wishlist-item">
                  <ProductCard product={product} />
                  <Button
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    loading={remove.isPending && remove.variables === product.id}
                    disabled={remove.isPending && remove.variables !== product.id}
                    onClick={() => remove.mutate(product.id, { onSuccess: () => toast.emit({ message: t('wishlist.removed'), kind: 'success' }) })}
                  >
                    {t('wishlist.remove')}
                  </Button>
                </Stack>
              ))}
        </SimpleGrid>
      )}
      {wishlist.hasNextPage && (
        <Center mt="lg">
          <Button variant="light" onClick={() => wishlist.fetchNextPage()} loading={wishlist.isFetchingNextPage}>
            {t('wishlist.loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
