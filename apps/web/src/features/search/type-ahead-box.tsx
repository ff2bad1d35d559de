/**
 * The navigation bar's search box once its type-ahead has loaded (search-box.tsx shows a plain box
 * until then, and hands over what was typed and the focus). It opens the results page, shows the
 * term of the results on screen, and clears when the buyer leaves search (an old term in the box
 * on a product page reads as if it still filtered something).
 *
 * While it has focus it offers, under the box (filling the screen on phones): with nothing typed,
 * the buyer's recent searches (clearable) and the trending ones; as they type, products,
 * categories and shops whose names start with what is typed (Mantine's Combobox: arrows move,
 * Enter opens the chosen one or searches the text, Escape closes).
 */
import type { SuggestAnswer } from '@agora/contract/search';
import { Button, Combobox, Group, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClock, IconSearch, IconTrendingUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { mediaUrl } from '../../lib/media';
import { usePrice } from '../locale/use-price';
import { useSuggestions } from './api';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent-searches';
import { SEARCH_PATH } from './search-path';
import './search-box.css';

/** Wait this long after the last key before asking: one request per pause, not per letter. */
const DEBOUNCE_MS = 120;

/** Where a chosen option leads: `t:` a search term, `p:` a product, `c:` a category, `s:` a shop. */
function pathOf(value: string): string {
  const [kind, rest] = [value.slice(0, 2), value.slice(2)];
  if (kind === 'p:') return `/pages/prouduct/detail?id=${rest}`;
  if (kind === 'c:') return `/pages/category/detail?id=${rest}`;
  if (kind === 's:') return `/pages/shop/detail?id=${rest}`;
  return `${SEARCH_PATH}?q=${encodeURIComponent(rest)}`;
}

function Suggestions({
  answer,
  typed,
  recent,
  onClearRecent,
}: {
  answer: SuggestAnswer | undefined;
  typed: boolean;
  recent: string[];
  onClearRecent: () => void;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  if (!typed) {
    const trending = answer?.trending ?? [];
    if (recent.length === 0 && trending.length === 0) return <Combobox.Empty>{t('search.hint')}</Combobox.Empty>;
    return (
      <>
        {recent.length > 0 && (
          <Combobox.Group label={t('search.recent')} className="agora-suggest-recent">
            {/* Beside the group's title; pressing it keeps the focus in the box. */}
            <Button
              variant="subtle"
              size="compact-xs"
              className="agora-suggest-clear"
              onMouseDown={(e) => e.preventDefault()}
              onClick={onClearRecent}
              data-testid="suggest-clear-recent"
            >
              {t('search.clearRecent')}
            </Button>
            {recent.map((term) => (
              <Combobox.Option key={`r${term}`} value={`t:${term}`} data-testid="suggest-recent">
                <Group gap={8} wrap="nowrap">
                  <IconClock size={16} aria-hidden color="var(--mantine-color-gray-6)" />
                  <span className="agora-truncate">{term}</span>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Group>
        )}
        {trending.length > 0 && (
          <Combobox.Group label={t('search.trending')}>
            {trending.map(({ term }) => (
              <Combobox.Option key={`t${term}`} value={`t:${term}`} data-testid="suggest-trending">
                <Group gap={8} wrap="nowrap">
                  <IconTrendingUp size={16} aria-hidden color="var(--mantine-color-orange-6)" />
                  <span className="agora-truncate">{term}</span>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Group>
        )}
      </>
    );
  }
  if (!answer) return null;
  const { products, categories, shops } = answer;
  if (products.length + categories.length + shops.length === 0) return <Combobox.Empty>{t('search.noSuggestions')}</Combobox.Empty>;
  return (
    <>
      {products.length > 0 && (
        <Combobox.Group label={t('search.suggestProducts')}>
          {products.map((p) => (
            <Combobox.Option key={`p${p.id}`} value={`p:${p.id}`} data-testid="suggest-product">
              <Group gap={10} wrap="nowrap">
                <img src={mediaUrl(p.thumb)} alt="" width={36} height={36} className="agora-suggest-thumb" />
                <Text fz="sm" lineClamp={1} style={{ flex: 1 }}>
                  {p.name}
                </Text>
                <Text fz="sm" fw={600} c="orange.8" style={{ whiteSpace: 'nowrap' }}>
                  {price(p.price)}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Group>
      )}
      {categories.length > 0 && (
        <Combobox.Group label={t('search.suggestCategories')}>
          {categories.map((c) => (
            <Combobox.Option key={`c${c.id}`} value={`c:${c.id}`} data-testid="suggest-category">
              <Text fz="sm">{c.name}</Text>
            </Combobox.Option>
          ))}
        </Combobox.Group>
      )}
      {shops.length > 0 && (
        <Combobox.Group label={t('search.suggestShops')}>
          {shops.map((s) => (
            <Combobox.Option key={`s${s.id}`} value={`s:${s.id}`} data-testid="suggest-shop">
              <Text fz="sm">{s.name}</Text>
            </Combobox.Option>
          ))}
        </Combobox.Group>
      )}
    </>
  );
}

export function TypeAheadBox({ initialTerm, focused }: { initialTerm: string; focused: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const shown = pathname === SEARCH_PATH ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(initialTerm);
  const lastShown = useRef(shown);
  const [recent, setRecent] = useState<string[]>([]);
  const combobox = useCombobox({
    onDropdownOpen: () => setRecent(recentSearches()),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  // Follow the page: a recent search chosen, back and forward, or leaving search altogether; a new page closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new term only (the store is a new object each render)
  useEffect(() => {
    // Not on arrival: the plain box's text (typed before this loaded) stays.
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    setTerm(shown);
    combobox.closeDropdown();
  }, [shown]);
  const [debounced] = useDebouncedValue(term.trim(), DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced, combobox.dropdownOpened);
  const answer = suggestions.data;

  const go = (value: string) => {
    if (value.startsWith('t:')) rememberSearch(value.slice(2));
    else if (term.trim()) rememberSearch(term.trim());
    combobox.closeDropdown();
    (document.activeElement as HTMLElement | null)?.blur();
    navigate(pathOf(value));
  };

  return (
    <search style={{ display: 'contents' }}>
      <Combobox
        store={combobox}
        onOptionSubmit={go}
        floatingStrategy="fixed"
        offset={4}
        position="bottom-start"
        width="target"
        classNames={{ dropdown: 'agora-suggest-dropdown' }}
      >
        <Combobox.DropdownTarget>
          <form
            className="agora-search"
            onSubmit={(e) => {
              e.preventDefault();
              const clean = term.trim();
              combobox.closeDropdown();
              if (!clean) return navigate(SEARCH_PATH);
              rememberSearch(clean);
              navigate(`${SEARCH_PATH}?q=${encodeURIComponent(clean)}`);
            }}
          >
            <IconSearch size={16} aria-hidden />
            <Combobox.EventsTarget withExpandedAttribute>
              <input
                type="search"
                value={term}
                onChange={(e) => {
                  setTerm(e.target.value);
                  // A new text: no option chosen, so Enter searches what is typed.
                  combobox.resetSelectedOption();
                  combobox.openDropdown();
                }}
                onFocus={() => combobox.openDropdown()}
                onClick={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                // Escape closes the list; without this a search field also empties itself.
                onKeyDown={(e) => {
                  if (e.key === 'Escape' && combobox.dropdownOpened) e.preventDefault();
                }}
                placeholder={t('search.placeholder')}
                aria-label={t('search.placeholder')}
                enterKeyHint="search"
                autoComplete="off"
                // biome-ignore lint/a11y/noAutofocus: it replaces the plain box the buyer is typing in
                autoFocus={focused}
                data-testid="search-input"
              />
            </Combobox.EventsTarget>
          </form>
        </Combobox.DropdownTarget>
        <Combobox.Dropdown data-testid="suggest-list">
          <Combobox.Options aria-label={t('search.suggestions')}>
            <Suggestions
              answer={answer}
              typed={debounced.length > 0}
              recent={recent}
              onClearRecent={() => {
                clearRecentSearches();
                setRecent([]);
              }}
            />
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </search>
  );
}
