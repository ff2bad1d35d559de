/**
 * One tab per language, each named in its own language; a language without text carries the
 * "missing" mark ("required" for English). On a phone the tabs scroll sideways with a hint at the
 * edge; at a desk they wrap, so every mark is in sight. For the product's texts and the shop's
 * description.
 * @example <Tabs defaultValue="en"><LanguageTabList missing={['jp']} />{panels}</Tabs>
 */
import { LANGS, type Lang } from '@agora/contract/locale';
import { Tabs } from '@mantine/core';
import { useLanguages } from '../../locale/api';
import { ScrollingTabList } from '../../system/scrolling-tab-list';
import { MissingMark } from './missing-mark';

export function LanguageTabList({ missing }: { missing: readonly Lang[] }) {
  const { data: languages = [] } = useLanguages();
  return (
    <ScrollingTabList wrap>
      {LANGS.map((lang) => (
        <Tabs.Tab
          key={lang}
          value={lang}
          data-testid={`lang-tab-${lang}`}
          rightSection={missing.includes(lang) ? <MissingMark required={lang === 'en'} /> : null}
        >
          <span lang={lang}>{languages.find((l) => l.code === lang)?.name ?? lang}</span>
        </Tabs.Tab>
      ))}
    </ScrollingTabList>
  );
}
