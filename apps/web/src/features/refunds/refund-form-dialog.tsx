/**
 * Asking for a refund of one order line: money only or the item back first, how many (at most
 * what may still be asked for), a reason from the list, a description and up to six pictures.
 * The server's refusals land beside their field in the buyer's language: the order no longer
 * open to after-sales or an open request (2000009, 2000010) at the item, too many (2000011) at
 * the quantity, a picture at the pictures. Done, it closes with a notice and the line shows the
 * request.
 */
import type { Order } from '@agora/contract/orders';
import { REFUND_IMAGES_MAX, REFUND_REASONS, type RefundReason, type RefundType } from '@agora/contract/refunds';
import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/events';
import { mediaUrl } from '../../lib/media';
import { PhotoTiles } from '../image-upload/photo-tiles';
import { useImageList } from '../image-upload/use-image-list';
import { usePrice } from '../locale/use-price';
import { optionsText } from '../orders/order-lines';
import { useApplyRefund } from './api';
import { type RefusalField, refundRefusal } from './refund-refusal';

type Line = Order['products'][number];

const FIELDS: readonly RefusalField[] = ['line', 'quantity', 'images', 'description'];
const MAX_DESCRIPTION = 2000;

export function RefundFormDialog({ line, max, onClose, onDone }: { line: Line; max: number; onClose: () => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const price = usePrice();
  const apply = useApplyRefund();
  const photos = useImageList({ max: REFUND_IMAGES_MAX, tooMany: t('orders.reviewForm.photosLimit', { max: REFUND_IMAGES_MAX }) });
  const [type, setType] = useState<RefundType>('refund');
  // '' while the buyer clears the field to type another number; anything typed is held within 1…max.
  const [typed, setTyped] = useState<number | ''>(1);
  const quantity = typed === '' ? 1 : typed;
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [description, setDescription] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [refusal, setRefusal] = useState<{ field: RefusalField; message: string } | null>(null);
  const on = (field: RefusalField) => (refusal?.field === field ? refusal.message : undefined);
  const options = optionsText(line.options);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending || photos.busy) return;
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setRefusal(null);
    apply.mutate(
      { order_item_id: line.id, quantity, type, reason, description: description.trim(), images: photos.paths.join(',') },
      {
        onSuccess: () => {
          toast.emit({ message: t('refunds.form.done'), kind: 'success' });
          photos.reset();
          onDone?.();
          onClose();
        },
        onError: (error) => setRefusal(refundRefusal(error, FIELDS)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('refunds.form.title')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="refund-form">
        <Stack gap="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm" data-testid="refund-form-line">
            <img src={mediaUrl(line.image)} alt="" width={56} height={56} style={{ borderRadius: 6, objectFit: 'cover', flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" className="agora-clamp-2">
                {line.name}
              </Text>
              {options && (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {options}
                </Text>
              )}
              <Text fz="xs" c="dimmed" className="agora-figure">
                {price(line.price)} × {line.quantity}
              </Text>
            </div>
          </Group>
          {on('line') && (
            <Alert color="red" role="alert" p="xs" data-testid="refund-line-refused">
              {on('line')}
            </Alert>
          )}
          <Radio.Group
            label={t('refunds.form.type')}
            value={type}
            onChange={(value) => setType(value === 'return' ? 'return' : 'refund')}
            data-testid="refund-type-choice"
          >
            <Stack gap={8} mt={6}>
              <Radio value="refund" label={t('refunds.type.refund')} description={t('refunds.form.typeRefundHint')} data-testid="refund-type-refund" />
              <Radio value="return" label={t('refunds.type.return')} description={t('refunds.form.typeReturnHint')} data-testid="refund-type-return" />
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t('refunds.form.quantity')}
            description={t('refunds.form.quantityHint', { max })}
            value={typed}
            onChange={(value) => {
              setTyped(value === '' ? '' : Math.max(1, Math.min(max, Math.trunc(Number(value)) || 1)));
              if (refusal?.field === 'quantity') setRefusal(null);
            }}
            onBlur={() => typed === '' && setTyped(1)}
            min={1}
            max={max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={on('quantity')}
            w={{ base: '100%', xs: 200 }}
            inputMode="numeric"
            data-testid="refund-quantity-input"
          />
          <NativeSelect
            label={t('refunds.form.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value as RefundReason | '');
              setMissingReason(false);
            }}
            data={[
              { value: '', label: t('refunds.form.reasonPlaceholder'), disabled: true },
              ...REFUND_REASONS.map((value) => ({ value, label: t(`refunds.reasons.${value}`) })),
            ]}
            error={missingReason ? t('refunds.form.reasonMissing') : undefined}
            required
            data-testid="refund-reason-select"
          />
          <Textarea
            label={t('refunds.form.description')}
            placeholder={t('refunds.form.descriptionHint')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={on('description')}
            maxLength={MAX_DESCRIPTION}
            autosize
            minRows={3}
            data-testid="refund-description"
          />
          <PhotoTiles photos={photos} />
          {on('images') && (
            <Text fz="xs" c="red.7" role="alert">
              {on('images')}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm" className="agora-figure" data-testid="refund-form-value">
              {t('refunds.form.value', { amount: price(line.price * quantity) })}
            </Text>
            {on('form') && (
              <Alert color="red" role="alert" w="100%" data-testid="refund-form-refused">
                {on('form')}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs" ml="auto">
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button type="submit" loading={apply.isPending} disabled={photos.busy || max < 1} data-testid="refund-submit">
                {t('refunds.form.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
