/**
 * A new announcement, or one being rewritten: one tab per language, English first and required; a tab left empty carries
 * a "missing" badge (readers of that language get the English), a half-filled one an error mark.
 * Problems are shown after the first try to send, on the fields and their tabs.
 */

import { DEFAULT_LANG, LANGS, type Lang } from '@agora/contract/locale';
import { type AdminAnnouncement, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@agora/contract/notices';
import { Badge, Button, Group, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/events';
import { useLanguages } from '../../locale/api';
import { Panel } from '../../system/panel';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
import { type AnnouncementDraft, announcementBody, type DraftProblem, draftProblems, langFill } from '../announcement-draft';
import { usePostAnnouncement } from '../api/announcements';

const EMPTY = { title: '', body: '' };

/** An announcement's texts as a draft, to edit them. */
const draftOf = (announcement: AdminAnnouncement): AnnouncementDraft =>
  Object.fromEntries(announcement.texts.map(({ lang, title, body }) => [lang, { title, body }]));

export function AnnouncementForm({ editing, onDone }: { editing?: AdminAnnouncement; onDone?: () => void }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const post = usePostAnnouncement();
  const [draft, setDraft] = useState<AnnouncementDraft>(() => (editing ? draftOf(editing) : {}));
  const [tab, setTab] = useState<Lang>(DEFAULT_LANG);
  const [tried, setTried] = useState(false);
  const problems = tried ? draftProblems(draft) : {};
  const nameOf = (lang: Lang) => languages.data?.find((l) => l.code === lang)?.name ?? lang.toUpperCase();
  const problemText = (problem: DraftProblem | undefined) => (problem ? t(`admin.announcements.problem_${problem}`) : undefined);
  const set = (lang: Lang, field: 'title' | 'body', value: string) => setDraft((d) => ({ ...d, [lang]: { ...EMPTY, ...d[lang], [field]: value } }));

  const submit = () => {
    setTried(true);
    const found = draftProblems(draft);
    const first = LANGS.find((lang) => found[lang]);
    if (first) {
      setTab(first);
      return;
    }
    post.mutate(
      { id: editing?.id, body: announcementBody(draft) },
      {
        onSuccess: () => {
          toast.emit({ message: t(editing ? 'admin.announcementEdits.saved' : 'admin.announcements.posted'), kind: 'success' });
          setDraft({});
          setTried(false);
          setTab(DEFAULT_LANG);
          onDone?.();
        },
      },
    );
  };

  return (
    <Panel title={t(editing ? 'admin.announcementEdits.edit' : 'admin.announcements.new')} description={t('admin.announcements.hint')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Tabs value={tab} onChange={(value) => value && setTab(value as Lang)} keepMounted={false}>
          <ScrollingTabList wrap active={tab}>
            {LANGS.map((lang) => {
              const fill = langFill(draft, lang);
              return (
                <Tabs.Tab
                  key={lang}
                  value={lang}
                  lang={lang}
                  data-testid={`lang-tab-${lang}`}
                  color={problems[lang] ? 'red' : undefined}
                  rightSection={
                    problems[lang] ? (
                      <Badge size="xs" color="red" variant="filled">
                        {t('admin.announcements.fix')}
                      </Badge>
                    ) : fill === 'empty' ? (
                      <Badge size="xs" color={lang === DEFAULT_LANG ? 'red' : 'gray'} variant="light">
                        {t(lang === DEFAULT_LANG ? 'admin.announcements.required' : 'admin.announcements.missing')}
                      </Badge>
                    ) : null
                  }
                >
                  {nameOf(lang)}
                </Tabs.Tab>
              );
            })}
          </ScrollingTabList>
        </Tabs>
        <Stack gap="sm" mt="sm" key={tab}>
          <TextInput
            label={t('admin.announcements.titleLabel', { language: nameOf(tab) })}
            required={tab === DEFAULT_LANG}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            value={draft[tab]?.title ?? ''}
            onChange={(event) => set(tab, 'title', event.currentTarget.value)}
            error={problemText(problems[tab]?.title)}
          />
          <Textarea
            label={t('admin.announcements.bodyLabel', { language: nameOf(tab) })}
            required={tab === DEFAULT_LANG}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            value={draft[tab]?.body ?? ''}
            onChange={(event) => set(tab, 'body', event.currentTarget.value)}
            error={problemText(problems[tab]?.body)}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          {onDone && (
            <Button variant="default" onClick={onDone} disabled={post.isPending}>
              {t('admin.announcementEdits.cancel')}
            </Button>
          )}
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={post.isPending}>
            {t(editing ? 'admin.announcementEdits.save' : 'admin.announcements.post')}
          </Button>
        </Group>
      </form>
    </Panel>
  );
}
