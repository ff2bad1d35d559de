/**
 * Customer reviews with their count: how they split by star (a bar for each, 5 to 1, a click shows
 * only those), filters (all, with photos, each star), five at a time, each with the buyer's
 * pictures and, for a review written in another language than the reader's, a link to a
 * translation (review-translation.ts).
 */
import type { ReviewBreakdown } from '@agora/contract/catalog';
import { Anchor, Button, Chip, Group, Paper, Progress, Rating, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../../lib/i18n';
import { type ReviewFilter, useReviews } from './api';
import { ReviewPictures } from './review-pictures';
import { needsTranslation, translationLink } from './review-translation';

const STARS = [5, 4, 3, 2, 1] as const;

/** One bar per star, 5 to 1: its share of the reviews, and a click that shows only those. */
function StarBars({ breakdown, filter, onPick }: { breakdown: ReviewBreakdown; filter: ReviewFilter; onPick: (star: ReviewFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} maw={360} w="100%" aria-label={t('product.reviewBreakdown')} role="group" data-testid="review-breakdown">
      {breakdown.stars.map(({ star, count }) => (
        <UnstyledButton
          key={star}
          onClick={() => onPick(filter === star ? 'all' : (star as ReviewFilter))}
          disabled={count === 0}
          aria-pressed={filter === star}
          aria-label={t('product.starShare', { star, n: count })}
          data-testid={`review-bar-${star}`}
          style={{ opacity: count === 0 ? 0.6 : 1 }}
        >
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" w={34} fw={filter === star ? 700 : 400} className="agora-figure" style={{ flex: 'none' }}>
              {star} ★
            </Text>
            <Progress value={breakdown.all ? (count * 100) / breakdown.all : 0} color="yellow" size="md" radius="xl" style={{ flex: 1 }} />
            <Text fz="sm" c="dimmed" w={40} ta="end" className="agora-figure" style={{ flex: 'none' }}>
              {count}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

export function ReviewsSection({ productId, rating, count }: { productId: number; rating: number; count: number }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const reviews = useReviews(productId, filter);
  const list = reviews.data?.pages.flatMap((p) => p.list) ?? [];
  const breakdown = reviews.data?.pages[0]?.breakdown;
  const date = new Intl.DateTimeFormat(localeTag(i18n.language), { dateStyle: 'medium' });
  const chip = (value: string, label: string, n: number | undefined) => (
    <Chip key={value} value={value} size="xs" disabled={n === 0 && String(filter) !== value} data-testid={`review-filter-${value}`}>
      {label} <span className="agora-figure">({n ?? 0})</span>
    </Chip>
  );
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
      {count > 0 && breakdown && (
        <Stack gap="sm" mb="sm">
          <StarBars breakdown={breakdown} filter={filter} onPick={setFilter} />
          <Chip.Group
            multiple={false}
            value={String(filter)}
            onChange={(next) => setFilter(next === 'all' || next === 'photos' ? next : (Number(next) as ReviewFilter))}
          >
            <Group gap={6} role="group" aria-label={t('product.reviewFilters')}>
              {chip('all', t('product.reviewAll'), breakdown.all)}
              {chip('photos', t('product.reviewWithPhotos'), breakdown.with_photos)}
              {STARS.map((star) => chip(String(star), `${star} ★`, breakdown.stars.find((s) => s.star === star)?.count))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      {count > 0 && reviews.isSuccess && list.length === 0 && (
        <Text c="dimmed" fz="sm" data-testid="review-none-match">
          {t('product.noMatchingReviews')}
        </Text>
      )}
      <Stack gap="xs" style={{ opacity: reviews.isPlaceholderData ? 0.6 : 1 }}>
        {list.map((review) => (
          <Paper key={review.id} withBorder p="sm" radius="md" data-testid="review">
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6}>
                <Text fw={600} fz="sm">
                  {review.author}
                </Text>
                <Rating value={review.rating} readOnly size="xs" aria-label={`${review.rating} / 5`} data-testid="review-stars" data-stars={review.rating} />
              </Group>
              <Text fz="xs" c="dimmed">
                {date.format(new Date(review.created_at))}
              </Text>
            </Group>
            <Text fz="sm" mt={4}>
              {review.comment}
            </Text>
            {needsTranslation(review, i18n.language) && (
              <Anchor
                href={translationLink(review.comment, i18n.language)}
                target="_blank"
                rel="noopener noreferrer"
                fz="xs"
                title={t('product.translationOutside')}
                data-testid="review-translate"
              >
                <Group gap={4} wrap="nowrap" component="span" mt={2}>
                  <IconLanguage size={14} aria-hidden />
                  {t('product.seeTranslation')}
                </Group>
              </Anchor>
            )}
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
