/**
 * Reviewing one line of a completed order: 1–5 stars, a comment and up to six pictures, once per
 * line; it counts in the product's rating. The comment is required (the server refuses an empty
 * one); the review waits for pictures still uploading.
 */
import { type Order, REVIEW_IMAGES_MAX } from '@agora/contract/orders';
import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { mediaUrl } from '../../lib/media';
import { PhotoTiles } from '../image-upload/photo-tiles';
import { useImageList } from '../image-upload/use-image-list';
import { useReviewLine } from './api';
import { optionsText } from './order-lines';
import { refusalText } from './order-refusal';

type Line = Order['products'][number];

const MAX_COMMENT = 2000;

export function ReviewDialog({ line, onClose }: { line: Line | null; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewLine();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const photos = useImageList({ max: REVIEW_IMAGES_MAX, tooMany: t('orders.reviewForm.photosLimit', { max: REVIEW_IMAGES_MAX }) });
  const close = () => {
    review.reset();
    setMissing(false);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!line || photos.busy) return;
    if (!comment.trim()) {
      setMissing(true);
      return;
    }
    review.mutate(
      { order_item_id: line.id, rating, comment: comment.trim(), images: photos.paths.join(',') },
      {
        onSuccess: () => {
          toast.emit({ message: t('orders.done.reviewed'), kind: 'success' });
          setRating(5);
          setComment('');
          photos.reset();
          close();
        },
      },
    );
  };
  const labels = [1, 2, 3, 4, 5].map((n) => t(`orders.reviewForm.stars.${n}`));

  return (
    <Modal opened={line !== null} onClose={close} title={t('orders.reviewForm.title')} centered>
      {line && (
        <form onSubmit={submit} noValidate data-testid="review-dialog">
          <Stack gap="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <img src={mediaUrl(line.image)} alt="" width={56} height={56} style={{ borderRadius: 6, objectFit: 'cover', flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" className="agora-clamp-2">
                  {line.name}
                </Text>
                {Object.keys(line.options).length > 0 && (
                  <Text fz="xs" c="dimmed">
                    {optionsText(line.options)}
                  </Text>
                )}
              </div>
            </Group>
            <div>
              <Text fz="sm" fw={500} id="review-rating-label">
                {t('orders.reviewForm.rating')}
              </Text>
              <Group gap="sm" mt={4}>
                <Rating
                  value={rating}
                  onChange={setRating}
                  size="lg"
                  aria-labelledby="review-rating-label"
                  getSymbolLabel={(value) => labels[value - 1] ?? String(value)}
                  data-testid="review-rating"
                />
                <Text fz="sm" c="dimmed" aria-live="polite" data-testid="review-rating-text">
                  {labels[rating - 1]}
                </Text>
              </Group>
            </div>
            <Textarea
              label={t('orders.reviewForm.comment')}
              placeholder={t('orders.reviewForm.commentHint')}
              value={comment}
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? t('orders.reviewForm.commentMissing') : undefined}
              maxLength={MAX_COMMENT}
              autosize
              minRows={3}
              required
              data-testid="review-comment"
            />
            <PhotoTiles photos={photos} />
            {review.isError && (
              <Alert color="red" role="alert" data-testid="review-refused">
                {refusalText(t, review.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('common.close')}
              </Button>
              <Button type="submit" loading={review.isPending} disabled={review.isError || photos.busy} data-testid="review-submit">
                {t('orders.reviewForm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
