/**
 * The console's policy pages: the five (about us, terms, returns, support, privacy) with their
 * state and languages; choosing one opens its editor below: per-language title and HTML text
 * with a live preview, saved together, then published or hidden. `?key=` keeps the choice.
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { type AdminPolicy, type AdminPolicySummary, PAGE_HTML_MAX, PAGE_TITLE_MAX, type PolicyKey } from '@agora/contract/pages-content';
import { Alert, Button, Group, Skeleton, Stack, Tabs, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/events';
import { Panel } from '../../system/panel';
import { type Column, DataList } from '../components/data-list';
import { PageHeader } from '../components/page-header';
import { useFormats } from '../use-formats';
import { usePolicies, usePolicyForEditing, usePublishPolicy, useSavePolicy } from './content-api';
import { HtmlField } from './html-field';
import { ContentLangTabs } from './lang-tab-list';
import { LanguagesWritten } from './languages-written';
import { PublishSaveButtons } from './publish-save-buttons';
import { PublishedBadge } from './published-badge';

type Texts = Record<Lang, { title: string; content: string }>;
const textsOf = (policy: AdminPolicy): Texts =>
  Object.fromEntries(LANGS.map((lang) => [lang, { title: policy[`title_${lang}`], content: policy[`content_${lang}`] }])) as Texts;

function PolicyEditor({ policy, summary }: { policy: AdminPolicy; summary: AdminPolicySummary }) {
  const { t } = useTranslation();
  const save = useSavePolicy();
  const publish = usePublishPolicy();
  const [texts, setTexts] = useState<Texts>(() => textsOf(policy));
  const [tab, setTab] = useState<Lang>('en');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: 'title' | 'content', value: string) => setTexts((all) => ({ ...all, [tab]: { ...all[tab], [field]: value } }));
  const englishMissing = (field: 'title' | 'content') => (tried && !texts.en[field].trim() ? t('admin.content.requiredEnglish') : undefined);

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (!texts.en.title.trim() || !texts.en.content.trim()) {
      setTab('en');
      return;
    }
    const body = Object.fromEntries(
      LANGS.flatMap((lang) => [
        [`title_${lang}`, texts[lang].title],
        [`content_${lang}`, texts[lang].content],
      ]),
    );
    try {
      await save.mutateAsync({ key: policy.key, ...body } as Parameters<typeof save.mutateAsync>[0]);
      toast.emit({ message: t('admin.content.saved'), kind: 'success' });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('common.requestError'));
    }
  };
  const published = summary.published === 1;

  return (
    <Panel title={t(`admin.content.policy_${policy.key}`)} description={t('admin.content.policyHint')} testId="policy-editor">
      {refusal && <Alert color="red">{refusal}</Alert>}
      <Tabs value={tab} onChange={(value) => value && setTab(value as Lang)} keepMounted={false}>
        <ContentLangTabs empty={(lang) => !texts[lang].title.trim() && !texts[lang].content.trim()} />
      </Tabs>
      <Stack gap="sm" key={tab} lang={tab}>
        <TextInput
          label={t('admin.content.title')}
          required={tab === 'en'}
          maxLength={PAGE_TITLE_MAX}
          value={texts[tab].title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={tab === 'en' ? englishMissing('title') : undefined}
          data-testid="policy-title-input"
        />
        <HtmlField
          label={t('admin.content.body')}
          value={texts[tab].content}
          onChange={(value) => set('content', value)}
          onBusy={setBusy}
          lang={tab}
          required={tab === 'en'}
          error={tab === 'en' ? englishMissing('content') : undefined}
          maxLength={PAGE_HTML_MAX}
          testId="policy-content-input"
        />
      </Stack>
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          component="a"
          href={`#/pages/policy/${policy.key}`}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('admin.content.viewInStore')}
        </Button>
        <PublishSaveButtons
          name="policy"
          published={published}
          canPublish={Boolean(summary.updated_at)}
          publishing={publish.isPending}
          onPublish={(next, onSuccess) => publish.mutate({ key: policy.key, published: next }, { onSuccess })}
          saving={save.isPending}
          busy={busy}
          onSave={() => void submit()}
        />
      </Group>
    </Panel>
  );
}

function EditorFor({ summary }: { summary: AdminPolicySummary }) {
  const policy = usePolicyForEditing(summary.key);
  if (!policy.data) return <Skeleton height={480} radius="md" />;
  return <PolicyEditor key={`${summary.key}-${policy.dataUpdatedAt}`} policy={policy.data} summary={summary} />;
}

export default function PoliciesPage() {
  const { t } = useTranslation();
  const { date } = useFormats();
  const policies = usePolicies();
  const [params, setParams] = useSearchParams();
  const chosen = policies.data?.find((p) => p.key === params.get('key'));
  const choose = (key: PolicyKey) => setParams({ key });

  const columns: Column<AdminPolicySummary>[] = [
    { key: 'page', label: t('admin.content.page'), render: (row) => t(`admin.content.policy_${row.key}`) },
    { key: 'title', label: t('admin.content.title'), render: (row) => row.title || '—' },
    { key: 'state', label: t('admin.content.state'), render: (row) => <PublishedBadge published={row.published === 1} written={row.updated_at !== null} /> },
    {
      key: 'langs',
      label: t('admin.content.languages'),
      render: (row) => <LanguagesWritten langs={row.langs} />,
      nowrap: true,
    },
    { key: 'updated', label: t('admin.content.updated'), render: (row) => (row.updated_at ? date(row.updated_at) : '—'), nowrap: true },
  ];

  return (
    <>
      <PageHeader title={t('admin.nav.policies')} intro={t('admin.content.policiesIntro')} />
      <Stack gap="md">
        <DataList
          rows={policies.data ?? []}
          columns={columns}
          rowKey={(row) => row.key}
          loading={policies.isPending}
          empty={null}
          caption={t('admin.nav.policies')}
          actions={(row) => (
            <Button size="xs" variant={chosen?.key === row.key ? 'filled' : 'light'} onClick={() => choose(row.key)} data-testid={`edit-policy-${row.key}`}>
              {t('admin.content.edit')}
            </Button>
          )}
        />
        {chosen && <EditorFor key={chosen.key} summary={chosen} />}
      </Stack>
    </>
  );
}
