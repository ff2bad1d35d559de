/**
 * Create or edit a product: texts per language, pictures, category and brand, options and
 * variants with wholesale tiers, a preview as buyers will see it. Saving a new product, or
 * changed texts or pictures, sends it to review; the page says so.
 */
import { Alert, Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/events';
import { useAreaPath } from '../../back-office/area-base';
import { useSaveProduct, useSellerProduct, useShopSettings } from '../api/seller-api';
import { StatusBadge } from '../products/status-badge';
import { BrandPicker, CategoryPicker, type HiddenCategory } from './category-brand-pickers';
import { ImageDrop } from './image-drop';
import { LanguageTabs } from './language-tabs';
import { draftProblems, emptyDraft, fromProduct, missingLanguages, type ProductDraft, toSaveInput } from './product-draft';
import { ProductPreview } from './product-preview';
import { VariantsTable } from './variants-table';

export function ProductEditorPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam) || 0;
  // One form per address: the router keeps this page mounted from a product to "new" (or to another product).
  return <EditorLoader key={id} id={id} />;
}

function EditorLoader({ id }: { id: number }) {
  const product = useSellerProduct(id);
  const [draft, setDraft] = useState<ProductDraft | null>(id ? null : emptyDraft());

  // Editing: the form starts from the product once it is loaded (and again after a save reloads it).
  useEffect(() => {
    if (product.data) setDraft(fromProduct(product.data));
  }, [product.data]);

  if (!draft) {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader />
      </Center>
    );
  }
  const data = product.data;
  const hidden = data?.category_hidden ? { id: data.category_id, name: data.category_name } : undefined;
  return <Editor key={draft.id ?? 'new'} initial={draft} status={data?.status} reason={data?.review_reason} hiddenCategory={hidden} />;
}

function Editor({ initial, status, reason, hiddenCategory }: { initial: ProductDraft; status?: string; reason?: string; hiddenCategory?: HiddenCategory }) {
  const { t } = useTranslation();
  const to = useAreaPath();
  const navigate = useNavigate();
  const shop = useShopSettings();
  const save = useSaveProduct();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // What was last loaded or saved, to tell the preview (which shows the saved product) about changes since.
  const [savedInput, setSavedInput] = useState(() => JSON.stringify(toSaveInput(initial)));
  // A new product's first save comes back here as the product's own address, saying it was sent.
  const [sent, setSent] = useState<boolean | null>((useLocation().state as { sent?: boolean } | null)?.sent ?? null);
  const update = (change: (d: ProductDraft) => ProductDraft) => setDraft(change);

  const problems = useMemo(() => (tried ? draftProblems(draft) : []), [draft, tried]);
  const errors: Record<string, string> = {};
  for (const p of problems) errors[p.field] ??= t(`seller.editor.problem.${p.message}`);
  const serverFailure = save.error instanceof ApiError ? save.error : null;
  if (serverFailure?.field) errors[serverFailure.field] ??= errorText(serverFailure);

  const submit = () => {
    setTried(true);
    setSent(null);
    if (draftProblems(draft).length > 0) return;
    const input = toSaveInput(draft);
    save.mutate(input, {
      onSuccess: (result) => {
        setSavedInput(JSON.stringify(input));
        setSent(result.in_review);
        toast.emit({ kind: 'success', message: t(result.in_review ? 'seller.editor.sentForReview' : 'seller.editor.saved') });
        if (!draft.id) navigate(to(`products/${result.id}`), { replace: true, state: { sent: result.in_review } });
      },
    });
  };

  return (
    <Stack gap="md" data-testid="product-editor">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Anchor component={Link} to={to('products')} aria-label={t('seller.editor.back')} c="dimmed">
            <IconArrowLeft size={20} />
          </Anchor>
          <Title order={1} fz="h2" lineClamp={1}>
            {draft.id ? t('seller.editor.editTitle') : t('seller.editor.newTitle')}
          </Title>
          {status && <StatusBadge status={status} />}
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setPreviewing(true)} data-testid="preview-product">
            {t('seller.editor.preview')}
          </Button>
          <Button leftSection={<IconSend size={16} />} onClick={submit} loading={save.isPending} data-testid="save-product">
            {t('seller.editor.submit')}
          </Button>
        </Group>
      </Group>

      {status === 'rejected' && reason && (
        <Alert color="red" title={t('seller.editor.rejectedTitle')} data-testid="rejected-reason">
          {reason}
        </Alert>
      )}
      {sent !== null && (
        <Alert color={sent ? 'blue' : 'green'} data-testid="save-result">
          {t(sent ? 'seller.editor.sentForReviewBody' : 'seller.editor.saved')}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" role="alert">
          {t('seller.editor.fixProblems', { count: problems.length })}
        </Alert>
      )}
      {serverFailure && (
        <Alert color="red" role="alert" data-testid="save-error">
          {serverFailure.field ? errorText(serverFailure) : serverFailure.message}
        </Alert>
      )}

      <Card withBorder radius="md">
        <Title order={2} fz="h4" mb="sm">
          {t('seller.editor.textsTitle')}
        </Title>
        <LanguageTabs
          texts={draft.texts}
          missing={missingLanguages(draft)}
          error={errors.name_en}
          onChange={(lang, field, value) => update((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], [field]: value } } }))}
        />
      </Card>

      <Card withBorder radius="md">
        <Title order={2} fz="h4" mb="sm">
          {t('seller.editor.imagesTitle')}
        </Title>
        <ImageDrop images={draft.images} onChange={(change) => update((d) => ({ ...d, images: change(d.images) }))} error={errors.images} />
      </Card>

      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CategoryPicker
            value={draft.category_id}
            onChange={(category_id) => update((d) => ({ ...d, category_id }))}
            error={errors.category_id}
            hidden={hiddenCategory}
          />
          <BrandPicker value={draft.brand_id} onChange={(brand_id) => update((d) => ({ ...d, brand_id }))} />
        </SimpleGrid>
      </Card>

      <Card withBorder radius="md">
        <Title order={2} fz="h4" mb="sm">
          {t('seller.editor.variantsTitle')}
        </Title>
        <VariantsTable draft={draft} update={update} errors={errors} />
      </Card>

      <Group justify="flex-end">
        <Text fz="sm" c="dimmed">
          {t('seller.editor.reviewNote')}
        </Text>
        <Button leftSection={<IconSend size={16} />} onClick={submit} loading={save.isPending}>
          {t('seller.editor.submit')}
        </Button>
      </Group>

      {previewing && (
        <ProductPreview
          draft={draft}
          shop={{ id: shop.data?.id ?? 0, name: shop.data?.name ?? '' }}
          unsaved={JSON.stringify(toSaveInput(draft)) !== savedInput}
          onClose={() => setPreviewing(false)}
        />
      )}
    </Stack>
  );
}
