/** The search box in the navigation bar: always there, it opens the results page. */
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberSearch } from './recent-searches';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [term, setTerm] = useState(params.get('q') ?? '');

  return (
    <search style={{ display: 'contents' }}>
      <form
        className="agora-search"
        onSubmit={(e) => {
          e.preventDefault();
          const clean = term.trim();
          if (!clean) return navigate('/pages/search/search');
          rememberSearch(clean);
          navigate(`/pages/search/search?q=${encodeURIComponent(clean)}`);
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
