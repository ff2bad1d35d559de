/**
 * The product's texts, one tab per language. English is required; a tab whose name is empty
 * carries a "missing" mark (buyers reading that language see the English text instead). The
 * tabs scroll sideways on a phone and wrap at a desk (LanguageTabList).
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageTabList } from './language-tab-list';
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

  return (
    <Tabs defaultValue="en" keepMounted={false}>
      <LanguageTabList missing={missing} />
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
