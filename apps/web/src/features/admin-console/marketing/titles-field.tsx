/**
 * A title per language in tabs (the content editors' tabs): English required, the others optional
 * (their readers get English).
 * @example <TitlesField titles={titles} onChange={setTitles} englishMissing={tried && !titles.en.trim()} max={120} testId="deal-title" />
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { Tabs, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLangTabs } from '../content/lang-tab-list';

export type Titles = Record<Lang, string>;

export const titlesFrom = (row: Partial<Record<`title_${Lang}`, string>> | null): Titles =>
  Object.fromEntries(LANGS.map((lang) => [lang, row?.[`title_${lang}`] ?? ''])) as Titles;

/** `title_{lang}` for every language: an empty one is sent empty, so the server removes it. */
export const titlesBody = (titles: Titles) => Object.fromEntries(LANGS.map((lang) => [`title_${lang}`, titles[lang].trim()]));

export function TitlesField({
  titles,
  onChange,
  englishMissing,
  max,
  testId,
}: {
  titles: Titles;
  onChange: (titles: Titles) => void;
  englishMissing: boolean;
  max: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Lang>('en');
  // A refused save shows the English title, the one required.
  useEffect(() => {
    if (englishMissing) setTab('en');
  }, [englishMissing]);
  return (
    <div>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Lang)} keepMounted={false}>
        <ContentLangTabs empty={(lang) => !titles[lang].trim()} />
      </Tabs>
      <TextInput
        key={tab}
        lang={tab}
        mt="xs"
        label={t('admin.flashDealsAdmin.title')}
        required={tab === 'en'}
        maxLength={max}
        value={titles[tab]}
        onChange={(event) => onChange({ ...titles, [tab]: event.currentTarget.value })}
        error={englishMissing && tab === 'en' ? t('admin.flashDealsAdmin.titleRequired') : undefined}
        data-testid={testId}
      />
    </div>
  );
}
