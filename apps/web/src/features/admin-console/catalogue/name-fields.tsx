/**
 * A category's or brand's name per language: one tab per language (English marked "required" while
 * empty, the others "missing": the storefront shows English there) and the tab's name field.
 * @example <NameFields names={names} onChange={setNames} tried={tried} testId="category-name" />
 */
import { CATALOGUE_NAME_MAX } from '@agora/contract/catalogue-admin';
import { LANGS, type Lang } from '@agora/contract/locale';
import { Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLangTabs } from '../content/lang-tab-list';

export type Names = Record<Lang, string>;

export const namesOf = (record: Partial<Record<`name_${Lang}`, string>> | null | undefined): Names =>
  Object.fromEntries(LANGS.map((l) => [l, record?.[`name_${l}`] ?? ''])) as Names;

/** The form's `name_{lang}` fields: every language, an empty one removing that language's name. */
export const nameBody = (names: Names) => Object.fromEntries(LANGS.map((l) => [`name_${l}`, names[l].trim()]));

export function NameFields({ names, onChange, tried, testId }: { names: Names; onChange: (names: Names) => void; tried: boolean; testId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Lang>('en');
  return (
    <Stack gap="xs">
      <Tabs value={tab} onChange={(value) => value && setTab(value as Lang)} keepMounted={false}>
        <ContentLangTabs empty={(lang) => !names[lang].trim()} />
      </Tabs>
      <TextInput
        key={tab}
        lang={tab}
        label={t('admin.catalogue.name')}
        description={tab === 'en' ? t('admin.catalogue.nameEnglishHint') : t('admin.catalogue.nameOtherHint')}
        required={tab === 'en'}
        maxLength={CATALOGUE_NAME_MAX}
        value={names[tab]}
        placeholder={tab === 'en' ? undefined : names.en}
        onChange={(event) => onChange({ ...names, [tab]: event.currentTarget.value })}
        error={tab === 'en' && tried && !names.en.trim() ? t('admin.catalogue.requiredEnglish') : undefined}
        data-testid={`${testId}-${tab}`}
      />
    </Stack>
  );
}
