/**
 * The search box in the navigation bar: on the first page a plain box (it searches on Enter), and
 * the type-ahead (type-ahead-box.tsx, with Mantine's Combobox) loaded after the page has painted,
 * or at once when the buyer reaches for the box, so the first page carries none of its code. The
 * swap keeps what was typed and the focus.
 */
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberSearch } from './recent-searches';
import { SEARCH_PATH } from './search-path';

type TypeAhead = ComponentType<{ initialTerm: string; focused: boolean }>;

let loading: Promise<TypeAhead> | null = null;
const loadTypeAhead = () => {
  loading ??= import('./type-ahead-box').then((module) => module.TypeAheadBox);
  return loading;
};

/** After the first paint, when the browser is idle (or two seconds at most). */
const whenIdle = (task: () => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
};

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const shown = pathname === SEARCH_PATH ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(shown);
  const [Full, setFull] = useState<TypeAhead | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Follow the page: back and forward, or leaving search altogether.
  useEffect(() => setTerm(shown), [shown]);

  const upgrade = () => {
    loadTypeAhead().then(
      (component) => setFull(() => component),
      // Offline or a failed chunk: the plain box keeps working.
      () => undefined,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first paint
  useEffect(() => whenIdle(upgrade), []);

  if (Full) return <Full initialTerm={term} focused={document.activeElement === input.current && input.current !== null} />;
  return (
    <search style={{ display: 'contents' }}>
      <form
        className="agora-search"
        onSubmit={(e) => {
          e.preventDefault();
          const clean = term.trim();
          if (!clean) return navigate(SEARCH_PATH);
          rememberSearch(clean);
          navigate(`${SEARCH_PATH}?q=${encodeURIComponent(clean)}`);
        }}
      >
        <IconSearch size={16} aria-hidden />
        <input
          ref={input}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onFocus={upgrade}
          onPointerEnter={upgrade}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          data-testid="search-input"
        />
      </form>
    </search>
  );
}
