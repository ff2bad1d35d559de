/** Adds or edits a brand: names per language (English required), logo, order, hidden. */
import type { AdminBrand } from '@agora/contract/catalogue-admin';
import { Alert, Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { useSaveBrand } from './catalogue-api';
import { DialogButtons } from './dialog-buttons';
import { NameFields, nameBody, namesOf } from './name-fields';
import { PictureField } from './picture-field';
import { SortField } from './sort-field';

export function BrandDialog({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBrand();
  const [names, setNames] = useState(() => namesOf(brand));
  const [logo, setLogo] = useState(brand?.logo ?? '');
  const [sort, setSort] = useState<number>(brand?.sort ?? 0);
  const [hidden, setHidden] = useState(brand?.hidden === 1);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!names.en.trim()) return;
    try {
      await save.mutateAsync({ id: brand?.id, ...nameBody(names), logo, sort, hidden: hidden ? 1 : 0 } as Parameters<typeof save.mutateAsync>[0]);
      toast.emit({ message: t('admin.catalogue.saved'), kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };

  return (
    <Modal opened onClose={onClose} title={brand ? t('admin.catalogue.editBrand', { name: brand.name }) : t('admin.catalogue.newBrand')} size="lg">
      <Stack gap="md" data-testid="brand-dialog">
        {refusal && <Alert color="red">{refusal}</Alert>}
        <NameFields names={names} onChange={setNames} tried={tried} testId="brand-name" />
        <PictureField
          label={t('admin.catalogue.logo')}
          hint={t('admin.catalogue.logoHint')}
          value={logo}
          onChange={setLogo}
          onBusy={setBusy}
          testId="brand-logo"
        />
        <SortField value={sort} onChange={setSort} />
        <Switch
          label={t('admin.catalogue.hideBrand')}
          description={t('admin.catalogue.hideBrandHint')}
          checked={hidden}
          onChange={(event) => setHidden(event.currentTarget.checked)}
          data-testid="brand-hidden"
        />
        <DialogButtons onCancel={onClose} onSave={() => void submit()} saving={save.isPending} busy={busy} testId="brand-save" />
      </Stack>
    </Modal>
  );
}
