/** Ask the mall for more stock of a variant: a quantity and a remark; the admin's approval adds it. */
import { MAX_STOCK_APPLICATION } from '@agora/contract/seller';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { useApplyStock } from '../api/seller-api';

export function StockApplyModal({ variantId, label, onClose }: { variantId: number; label: string; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyStock();
  const [quantity, setQuantity] = useState<number | ''>('');
  const [remark, setRemark] = useState('');
  const valid = quantity !== '' && quantity >= 1 && quantity <= MAX_STOCK_APPLICATION;

  return (
    <Modal opened onClose={onClose} title={t('seller.stock.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          apply.mutate(
            { variant_id: variantId, quantity, remark: remark.trim() },
            {
              onSuccess: () => {
                toast.emit({ kind: 'success', message: t('seller.stock.sent') });
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          {apply.error && <Alert color="red">{apply.error instanceof ApiError ? apply.error.message : t('common.requestError')}</Alert>}
          <NumberInput
            label={t('seller.stock.quantity')}
            required
            min={1}
            max={MAX_STOCK_APPLICATION}
            allowDecimal={false}
            value={quantity}
            onChange={(value) => setQuantity(value === '' ? '' : Number(value))}
            data-autofocus
            data-testid="stock-quantity"
          />
          <Textarea
            label={t('seller.stock.remark')}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('seller.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={apply.isPending}>
              {t('seller.stock.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
