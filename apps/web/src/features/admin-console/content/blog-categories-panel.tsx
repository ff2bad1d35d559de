/**
 * The blog's categories: each with its names and article count; rename or add one in a dialog
 * (per-language names, English required), delete an empty one after confirming.
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { type AdminBlogCategory, BLOG_CATEGORY_NAME_MAX } from '@agora/contract/pages-content';
import { Alert, Button, Group, Modal, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLanguages } from '../../locale/api';
import { Panel } from '../../system/panel';
import { useAdminBlogCategories, useCategoryName, useDeleteBlogCategory, useSaveBlogCategory } from './content-api';

type Names = Record<Lang, string>;
const EMPTY = Object.fromEntries(LANGS.map((l) => [l, ''])) as Names;

function CategoryDialog({ category, onClose }: { category: AdminBlogCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const save = useSaveBlogCategory();
  const [names, setNames] = useState<Names>(() => (category ? (Object.fromEntries(LANGS.map((l) => [l, category[`name_${l}`]])) as Names) : EMPTY));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (!names.en.trim()) return;
    try {
      const body = Object.fromEntries(LANGS.map((l) => [`name_${l}`, names[l]]));
      await save.mutateAsync({ id: category?.id, ...body } as Parameters<typeof save.mutateAsync>[0]);
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(category ? 'admin.content.renameCategory' : 'admin.content.newCategory')} size="lg">
      {refusal && (
        <Alert color="red" mb="sm">
          {refusal}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {LANGS.map((lang) => (
          <TextInput
            key={lang}
            lang={lang}
            label={languages.data?.find((l) => l.code === lang)?.name ?? lang}
            required={lang === 'en'}
            maxLength={BLOG_CATEGORY_NAME_MAX}
            value={names[lang]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setNames((all) => ({ ...all, [lang]: value }));
            }}
            error={lang === 'en' && tried && !names.en.trim() ? t('admin.content.requiredEnglish') : undefined}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('admin.content.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={() => void submit()}>
          {t('admin.content.save')}
        </Button>
      </Group>
    </Modal>
  );
}

export function BlogCategoriesPanel() {
  const { t } = useTranslation();
  const categories = useAdminBlogCategories();
  const nameOf = useCategoryName();
  const remove = useDeleteBlogCategory();
  const [editing, setEditing] = useState<AdminBlogCategory | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  return (
    <Panel title={t('admin.content.categories')} description={t('admin.content.categoriesHint')} testId="blog-categories">
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {categories.data?.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{nameOf(c)}</Table.Td>
                <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('admin.content.articleCount', { count: c.article_count })}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }}>
                  <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(c)}>
                    {t('admin.content.rename')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={c.article_count > 0}
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDeleting(c)}
                  >
                    {t('admin.content.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          {t('admin.content.newCategory')}
        </Button>
      </Group>
      {editing !== undefined && <CategoryDialog category={editing} onClose={() => setEditing(undefined)} />}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('admin.content.deleteCategory')}>
        <Text fz="sm">{t('admin.content.deleteCategoryConfirm', { name: deleting ? nameOf(deleting) : '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('admin.content.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
            {t('admin.content.delete')}
          </Button>
        </Group>
      </Modal>
    </Panel>
  );
}
