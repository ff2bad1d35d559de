/**
 * The content editors' language tabs (as the announcement form's): each named in its own
 * language, English marked "required" while empty, another "missing" (its readers get English).
 * They scroll sideways on a phone and wrap at a desk (ScrollingTabList).
 * @example <Tabs value={lang} onChange={…}><ContentLangTabs empty={(l) => !texts[l].title} /></Tabs>
 */
import { DEFAULT_LANG, LANGS, type Lang } from '@agora/contract/locale';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../locale/api';
import { ScrollingTabList } from '../../system/scrolling-tab-list';

export function ContentLangTabs({ empty }: { empty: (lang: Lang) => boolean }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  return (
    <ScrollingTabList wrap>
      {LANGS.map((lang) => (
        <Tabs.Tab
          key={lang}
          value={lang}
          data-testid={`lang-tab-${lang}`}
          rightSection={
            empty(lang) ? (
              <Badge size="xs" color={lang === DEFAULT_LANG ? 'red' : 'gray'} variant="light">
                {t(lang === DEFAULT_LANG ? 'admin.announcements.required' : 'admin.announcements.missing')}
              </Badge>
            ) : null
          }
        >
          <span lang={lang}>{languages.data?.find((l) => l.code === lang)?.name ?? lang.toUpperCase()}</span>
        </Tabs.Tab>
      ))}
    </ScrollingTabList>
  );
}
