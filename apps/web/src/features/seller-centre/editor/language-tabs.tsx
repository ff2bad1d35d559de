/**
 * The product's texts, one tab per language. English is required; a tab whose name is empty
 * carries a "missing" badge (buyers reading that language see the English text instead).
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { ScrollArea, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../locale/api';
import { MissingMark } from './missing-mark';
import type { TextField, Texts } from './product-draft';

export function LanguageTabs({
  texts,
  missing,
  error,
  onChange,
}: {
  texts: Record<Lang, Texts>;
  missing: Lang[];
  /** The English name's problem, if any. */
  error?: string;
  onChange: (lang: Lang, field: TextField, value: string) => void;
}) {
  const { t } = useTranslation();
  const { data: languages = [] } = useLanguages();
  const nameOf = (lang: Lang) => languages.find((l) => l.code === lang)?.name ?? lang;

  return (
    <Tabs defaultValue="en" keepMounted={false}>
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {LANGS.map((lang) => (
            <Tabs.Tab
              key={lang}
              value={lang}
              data-testid={`lang-tab-${lang}`}
              rightSection={missing.includes(lang) ? <MissingMark required={lang === 'en'} /> : null}
              style={{ whiteSpace: 'nowrap' }}
            >
              {nameOf(lang)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {LANGS.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm" lang={lang}>
          <Stack gap="sm">
            <TextInput
              label={t('seller.editor.name')}
              description={lang === 'en' ? undefined : t('seller.editor.fallbackHint')}
              required={lang === 'en'}
              value={texts[lang].name}
              onChange={(event) => onChange(lang, 'name', event.currentTarget.value)}
              error={lang === 'en' ? error : undefined}
              maxLength={200}
              data-testid={`name-${lang}`}
            />
            <Textarea
              label={t('seller.editor.shortDescription')}
              value={texts[lang].short_description}
              onChange={(event) => onChange(lang, 'short_description', event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={1000}
            />
            <Textarea
              label={t('seller.editor.description')}
              description={t('seller.editor.descriptionHint')}
              value={texts[lang].description}
              onChange={(event) => onChange(lang, 'description', event.currentTarget.value)}
              autosize
              minRows={5}
              maxRows={16}
              maxLength={20_000}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
