/**
 * One blog article in the console (`blog/new` or `blog/:id`): category, cover picture (uploaded),
 * per-language title, summary and HTML body with a live preview, saved together (a new article is
 * a draft), then published or taken down.
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { type AdminBlogArticle, PAGE_HTML_MAX, PAGE_SUMMARY_MAX, PAGE_TITLE_MAX } from '@agora/contract/pages-content';
import { Alert, Anchor, Button, Group, Image, Select, Skeleton, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconChevronLeft, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { mediaUrl } from '../../../lib/media';
import { ChooseImageButton } from '../../image-upload/choose-image-button';
import { useImageUpload } from '../../image-upload/use-image-upload';
import { Panel } from '../../system/panel';
import { PageHeader } from '../components/page-header';
import { useAdminBlogCategories, useArticleForEditing, useCategoryName, usePublishArticle, useSaveArticle } from './content-api';
import { HtmlField } from './html-field';
import { ContentLangTabs } from './lang-tab-list';
import { PublishSaveButtons } from './publish-save-buttons';
import { PublishedBadge } from './published-badge';

type Field = 'title' | 'summary' | 'body';
type Texts = Record<Lang, Record<Field, string>>;

const textsOf = (article: AdminBlogArticle | undefined): Texts =>
  Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      { title: article?.[`title_${lang}`] ?? '', summary: article?.[`summary_${lang}`] ?? '', body: article?.[`body_${lang}`] ?? '' },
    ]),
  ) as Texts;

function ArticleEditor({ article }: { article: AdminBlogArticle | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useAdminBlogCategories();
  const nameOf = useCategoryName();
  const save = useSaveArticle();
  const publish = usePublishArticle();
  const [texts, setTexts] = useState<Texts>(() => textsOf(article));
  const [categoryId, setCategoryId] = useState<string | null>(article ? String(article.category_id) : null);
  const [cover, setCover] = useState(article?.cover_image ?? '');
  const [tab, setTab] = useState<Lang>('en');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useImageUpload({ value: cover, onChange: setCover, onBusy: setBusy });
  const set = (field: Field, value: string) => setTexts((all) => ({ ...all, [tab]: { ...all[tab], [field]: value } }));
  const needed = (missing: boolean) => (tried && missing ? t('admin.content.required') : undefined);
  const english = (field: Field) => (tab === 'en' && tried && !texts.en[field].trim() ? t('admin.content.requiredEnglish') : undefined);

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!texts.en.title.trim() || !texts.en.summary.trim() || !texts.en.body.trim()) {
      setTab('en');
      return;
    }
    if (!categoryId || !cover) return;
    const body = Object.fromEntries(LANGS.flatMap((lang) => (['title', 'summary', 'body'] as const).map((f) => [`${f}_${lang}`, texts[lang][f]])));
    try {
      const saved = await save.mutateAsync({ id: article?.id, category_id: Number(categoryId), cover_image: cover, ...body } as Parameters<
        typeof save.mutateAsync
      >[0]);
      toast.emit({ message: t('admin.content.saved'), kind: 'success' });
      if (!article) navigate(`../${saved.id}`, { relative: 'path', replace: true });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };
  const published = article?.published === 1;

  return (
    <Stack gap="md">
      {refusal && <Alert color="red">{refusal}</Alert>}
      <Panel title={t('admin.content.articleSettings')}>
        <Select
          label={t('admin.content.category')}
          required
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: nameOf(c) }))}
          value={categoryId}
          onChange={setCategoryId}
          error={needed(!categoryId)}
          maw={360}
          data-testid="article-category"
        />
        <div>
          <Text fz="sm" fw={500} id={upload.labelId}>
            {t('admin.content.cover')} <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
          </Text>
          <Text fz="xs" c="dimmed" mb={6}>
            {t('admin.content.coverHint')}
          </Text>
          <Group align="flex-end" gap="sm">
            {(upload.preview || cover) && <Image src={upload.preview ?? mediaUrl(cover)} alt="" w={192} h={108} radius="sm" fit="cover" />}
            <ChooseImageButton upload={upload} inputTestId="article-cover-input">
              {t(cover ? 'admin.content.replaceCover' : 'admin.content.chooseCover')}
            </ChooseImageButton>
          </Group>
          {(upload.failure || needed(!cover)) && (
            <Text fz="xs" c="red" mt={4}>
              {upload.failure ?? needed(!cover)}
            </Text>
          )}
        </div>
      </Panel>
      <Panel title={t('admin.content.texts')} description={t('admin.content.textsHint')}>
        <Tabs value={tab} onChange={(value) => value && setTab(value as Lang)} keepMounted={false}>
          <ContentLangTabs empty={(lang) => !texts[lang].title.trim() && !texts[lang].summary.trim() && !texts[lang].body.trim()} />
        </Tabs>
        <Stack gap="sm" key={tab} lang={tab}>
          <TextInput
            label={t('admin.content.title')}
            required={tab === 'en'}
            maxLength={PAGE_TITLE_MAX}
            value={texts[tab].title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={english('title')}
            data-testid="article-title-input"
          />
          <Textarea
            label={t('admin.content.summary')}
            required={tab === 'en'}
            autosize
            minRows={2}
            maxLength={PAGE_SUMMARY_MAX}
            value={texts[tab].summary}
            onChange={(event) => set('summary', event.currentTarget.value)}
            error={english('summary')}
            data-testid="article-summary-input"
          />
          <HtmlField
            label={t('admin.content.body')}
            value={texts[tab].body}
            onChange={(value) => set('body', value)}
            onBusy={setBusy}
            lang={tab}
            required={tab === 'en'}
            error={english('body')}
            maxLength={PAGE_HTML_MAX}
            testId="article-body-input"
          />
        </Stack>
      </Panel>
      <Group justify="space-between" gap="xs">
        {article ? (
          <Button
            variant="subtle"
            component="a"
            href={`#/pages/blog/detail?id=${article.id}`}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            disabled={!published}
          >
            {t('admin.content.viewInStore')}
          </Button>
        ) : (
          <span />
        )}
        <PublishSaveButtons
          name="article"
          published={published}
          canPublish={Boolean(article)}
          publishing={publish.isPending}
          onPublish={(next, onSuccess) => article && publish.mutate({ id: article.id, published: next }, { onSuccess })}
          saving={save.isPending}
          busy={busy}
          onSave={() => void submit()}
        />
      </Group>
    </Stack>
  );
}

export default function ArticleEditorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const article = useArticleForEditing(id);
  return (
    <>
      <Anchor component={Link} to=".." relative="path" fz="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 2 }} mb="xs">
        <IconChevronLeft size={16} aria-hidden />
        {t('admin.nav.blog')}
      </Anchor>
      <PageHeader
        title={id ? (article.data?.title_en ?? t('admin.content.editArticle')) : t('admin.content.newArticle')}
        action={article.data && <PublishedBadge published={article.data.published === 1} />}
      />
      {id > 0 && !article.data ? <Skeleton height={480} radius="md" /> : <ArticleEditor key={article.dataUpdatedAt} article={article.data} />}
    </>
  );
}
