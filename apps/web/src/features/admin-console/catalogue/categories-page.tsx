/**
 * The console's categories as a tree: each top-level category with its sub-categories indented
 * (collapsible), its icon, its name in the operator's language, the languages its name is written
 * in, its order, its products, a "hidden" badge, and its actions: edit, add a sub-category, move,
 * hide or show, delete (after confirming; a category with products or sub-categories says why not).
 */
import type { AdminCategory } from '@agora/contract/catalogue-admin';
import { ActionIcon, Alert, Badge, Button, Group, Menu, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconChevronDown, IconChevronRight, IconDots, IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { PageHeader } from '../components/page-header';
import { LanguagesWritten } from '../content/languages-written';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from './catalogue-api';
import { CategoryDialog, type CategoryDialogState } from './category-dialog';
import { Thumb } from './picture-field';

/** The tree's lists: no bullets, no indent of their own (the rows indent themselves). */
const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

function DeleteDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCategory();
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the server would refuse, said before asking.
  const blocker =
    category.child_count > 0
      ? t('admin.catalogue.cannotDeleteChildren', { count: category.child_count })
      : category.product_count > 0
        ? t('admin.catalogue.cannotDeleteProducts', { count: category.product_count })
        : null;
  const confirm = async () => {
    try {
      await remove.mutateAsync(category.id);
      toast.emit({ message: t('admin.catalogue.deleted'), kind: 'success' });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('admin.catalogue.deleteTitle', { name: category.name })} data-testid="category-delete-dialog">
      <Stack gap="sm">
        {blocker || refusal ? (
          <Alert color="orange" data-testid="category-delete-blocked">
            {refusal ?? blocker}
          </Alert>
        ) : (
          <Text fz="sm">{t('admin.catalogue.deleteConfirm', { name: category.name })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.catalogue.cancel')}
          </Button>
          <Button color="red" disabled={blocker !== null} loading={remove.isPending} onClick={() => void confirm()} data-testid="category-delete-confirm">
            {t('admin.catalogue.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CategoryRow({
  category,
  depth,
  collapsed,
  onToggle,
  onOpen,
  onDelete,
}: {
  category: AdminCategory;
  depth: number;
  collapsed: boolean | null;
  onToggle: () => void;
  onOpen: (state: CategoryDialogState) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const hide = (hidden: 0 | 1) =>
    save.mutate(
      { id: category.id, hidden },
      { onSuccess: () => toast.emit({ message: t(hidden ? 'admin.catalogue.hiddenNow' : 'admin.catalogue.shownNow'), kind: 'success' }) },
    );
  return (
    <Paper
      withBorder
      radius="sm"
      px="sm"
      py={8}
      ml={{ base: depth * 20, sm: depth * 36 }}
      data-testid="category-row"
      data-category-id={category.id}
      style={{ opacity: category.hidden ? 0.72 : 1 }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        {collapsed === null ? (
          // A top-level row without sub-categories keeps the chevron's room, so the tops align.
          depth === 0 && <span style={{ width: 28, flexShrink: 0 }} />
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'admin.catalogue.expand' : 'admin.catalogue.collapse', { name: category.name })}
          >
            {collapsed ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
          </ActionIcon>
        )}
        <Thumb path={category.icon} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="category-name">
              {category.name}
            </Text>
            {category.hidden === 1 && (
              <Badge color="gray" variant="filled" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />} data-testid="category-hidden-badge">
                {t('admin.catalogue.hidden')}
              </Badge>
            )}
          </Group>
          <Group gap={8} wrap="wrap">
            <LanguagesWritten langs={category.langs} />
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('admin.catalogue.sortValue', { sort: category.sort })}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('admin.catalogue.productCount', { count: category.product_count })}
            </Text>
          </Group>
        </Stack>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onOpen({ mode: 'edit', category })}
          visibleFrom="sm"
          data-testid="category-edit"
        >
          {t('admin.catalogue.edit')}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('admin.catalogue.actions', { name: category.name })} data-testid="category-actions">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onOpen({ mode: 'edit', category })} data-testid="category-action-edit">
              {t('admin.catalogue.edit')}
            </Menu.Item>
            {depth === 0 && (
              <Menu.Item
                leftSection={<IconPlus size={14} />}
                onClick={() => onOpen({ mode: 'add', parentId: category.id })}
                data-testid="category-action-add-child"
              >
                {t('admin.catalogue.addChild')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconArrowsMove size={14} />} onClick={() => onOpen({ mode: 'move', category })} data-testid="category-action-move">
              {t('admin.catalogue.move')}
            </Menu.Item>
            <Menu.Item
              leftSection={category.hidden ? <IconEye size={14} /> : <IconEyeOff size={14} />}
              onClick={() => hide(category.hidden ? 0 : 1)}
              data-testid="category-action-hide"
            >
              {t(category.hidden ? 'admin.catalogue.show' : 'admin.catalogue.hide')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="category-action-delete">
              {t('admin.catalogue.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

export default function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const all = categories.data ?? [];
  const tops = all.filter((c) => c.parent_id === null);
  const childrenOf = (id: number) => all.filter((c) => c.parent_id === id);
  const toggle = (id: number) =>
    setCollapsed((set) => {
      const next = new Set(set);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('admin.nav.categories')}
        intro={t('admin.catalogue.categoriesIntro')}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: 'add', parentId: null })} data-testid="new-category">
            {t('admin.catalogue.newCategory')}
          </Button>
        }
      />
      {categories.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : tops.length === 0 ? (
        <Text c="dimmed">{t('admin.catalogue.noCategories')}</Text>
      ) : (
        <Stack component="ul" gap={6} style={LIST} aria-label={t('admin.nav.categories')} data-testid="category-tree">
          {tops.map((top) => {
            const children = childrenOf(top.id);
            const isCollapsed = collapsed.has(top.id);
            return (
              <Stack component="li" gap={6} key={top.id}>
                <CategoryRow
                  category={top}
                  depth={0}
                  collapsed={children.length > 0 ? isCollapsed : null}
                  onToggle={() => toggle(top.id)}
                  onOpen={setDialog}
                  onDelete={() => setDeleting(top)}
                />
                {!isCollapsed && children.length > 0 && (
                  <Stack component="ul" gap={6} style={LIST}>
                    {children.map((child) => (
                      <li key={child.id}>
                        <CategoryRow category={child} depth={1} collapsed={null} onToggle={() => {}} onOpen={setDialog} onDelete={() => setDeleting(child)} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      {dialog && <CategoryDialog state={dialog} categories={all} onClose={() => setDialog(null)} />}
      {deleting && <DeleteDialog category={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
