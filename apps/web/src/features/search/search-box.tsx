/**
 * The search box in the navigation bar: always there, it opens the results page. It shows the
 * term of the results on screen, and clears when the buyer leaves search (an old term in the box on
 * a product page reads as if it still filtered something).
 */
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberSearch } from './recent-searches';

const SEARCH_PATH = '/pages/search/search';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const shown = pathname === SEARCH_PATH ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(shown);
  // Follow the page: a recent search chosen, back and forward, or leaving search altogether.
  useEffect(() => setTerm(shown), [shown]);

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
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          enterKeyHint="search"
          data-testid="search-input"
        />
      </form>
    </search>
  );
}
