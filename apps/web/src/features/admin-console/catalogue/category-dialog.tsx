/**
 * Adds or edits a category: its names per language (English required), its parent (top level or
 * a top-level category: the storefront's menus show two levels), icon, order and whether it is
 * hidden. Opened with `mode: 'move'` it shows only the parent picker.
 */
import type { AdminCategory } from '@agora/contract/catalogue-admin';
import { Alert, Modal, Select, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { useSaveCategory } from './catalogue-api';
import { DialogButtons } from './dialog-buttons';
import { NameFields, nameBody, namesOf } from './name-fields';
import { PictureField } from './picture-field';
import { SortField } from './sort-field';

export type CategoryDialogState =
  | { mode: 'add'; parentId: number | null }
  | { mode: 'edit'; category: AdminCategory }
  | { mode: 'move'; category: AdminCategory };

const TOP = '0';

export function CategoryDialog({ state, categories, onClose }: { state: CategoryDialogState; categories: AdminCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const category = state.mode === 'add' ? null : state.category;
  const [names, setNames] = useState(() => namesOf(category));
  const [parent, setParent] = useState<string>(String(state.mode === 'add' ? (state.parentId ?? TOP) : (category?.parent_id ?? TOP)));
  const [icon, setIcon] = useState(category?.icon ?? '');
  const [sort, setSort] = useState<number>(category?.sort ?? 0);
  const [hidden, setHidden] = useState(category?.hidden === 1);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A parent is a top-level category other than this one; one with sub-categories stays at the top.
  const parents = [
    { value: TOP, label: t('admin.catalogue.topLevel') },
    ...categories.filter((c) => c.parent_id === null && c.id !== category?.id).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const stuckAtTop = (category?.child_count ?? 0) > 0;
  const moving = state.mode === 'move';

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!moving && !names.en.trim()) return;
    const parentId = Number(parent);
    const body = moving
      ? { id: category?.id, parent_id: parentId }
      : { id: category?.id, parent_id: parentId, ...nameBody(names), icon, sort, hidden: hidden ? 1 : 0 };
    try {
      await save.mutateAsync(body as Parameters<typeof save.mutateAsync>[0]);
      toast.emit({ message: t('admin.catalogue.saved'), kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };

  const title =
    state.mode === 'add'
      ? t(state.parentId === null ? 'admin.catalogue.newCategory' : 'admin.catalogue.newSubcategory')
      : t(moving ? 'admin.catalogue.moveTitle' : 'admin.catalogue.editCategory', { name: category?.name ?? '' });

  return (
    <Modal opened onClose={onClose} title={title} size="lg" data-testid="category-dialog">
      <Stack gap="md">
        {refusal && (
          <Alert color="red" data-testid="category-refusal">
            {refusal}
          </Alert>
        )}
        {!moving && <NameFields names={names} onChange={setNames} tried={tried} testId="category-name" />}
        <Select
          label={t('admin.catalogue.parent')}
          description={stuckAtTop ? t('admin.catalogue.parentStuck') : t('admin.catalogue.parentHint')}
          data={parents}
          value={parent}
          onChange={(value) => setParent(value ?? TOP)}
          allowDeselect={false}
          disabled={stuckAtTop}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="category-parent"
        />
        {!moving && (
          <>
            <PictureField
              label={t('admin.catalogue.icon')}
              hint={t('admin.catalogue.iconHint')}
              value={icon}
              onChange={setIcon}
              onBusy={setBusy}
              testId="category-icon"
            />
            <SortField value={sort} onChange={setSort} testId="category-sort" />
            <Switch
              label={t('admin.catalogue.hideCategory')}
              description={t('admin.catalogue.hideCategoryHint')}
              checked={hidden}
              onChange={(event) => setHidden(event.currentTarget.checked)}
              data-testid="category-hidden"
            />
          </>
        )}
        <DialogButtons onCancel={onClose} onSave={() => void submit()} saving={save.isPending} busy={busy} testId="category-save" />
      </Stack>
    </Modal>
  );
}
