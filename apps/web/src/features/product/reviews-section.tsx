/** Customer reviews with their count, five at a time, each with the buyer's pictures. */
import { Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { useReviews } from './api';
import { ReviewPictures } from './review-pictures';

export function ReviewsSection({ productId, rating, count }: { productId: number; rating: number; count: number }) {
  const { t, i18n } = useTranslation();
  const reviews = useReviews(productId);
  const list = reviews.data?.pages.flatMap((p) => p.list) ?? [];
  const date = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium' });
  return (
    <section aria-labelledby="reviews-title">
      <Group gap="xs" mb="xs">
        <Title order={2} fz="lg" id="reviews-title">
          {t('product.reviews')}
        </Title>
        <Text c="dimmed" fz="sm" data-testid="review-count">
          {t('product.reviewCount', { count })}
        </Text>
        <Rating value={rating} fractions={10} readOnly size="sm" aria-label={`${rating.toFixed(1)} / 5`} />
      </Group>
      {count === 0 && <Text c="dimmed">{t('product.noReviews')}</Text>}
      <Stack gap="xs">
        {list.map((review) => (
          <Paper key={review.id} withBorder p="sm" radius="md" data-testid="review">
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6}>
                <Text fw={600} fz="sm">
                  {review.author}
                </Text>
                <Rating value={review.rating} readOnly size="xs" aria-label={`${review.rating} / 5`} />
              </Group>
              <Text fz="xs" c="dimmed">
                {date.format(new Date(review.created_at))}
              </Text>
            </Group>
            <Text fz="sm" mt={4}>
              {review.comment}
            </Text>
            <ReviewPictures images={review.images} author={review.author} />
          </Paper>
        ))}
      </Stack>
      {reviews.hasNextPage && (
        <Button variant="subtle" mt="xs" onClick={() => reviews.fetchNextPage()} loading={reviews.isFetchingNextPage}>
          {t('product.moreReviews')}
        </Button>
      )}
    </section>
  );
}
