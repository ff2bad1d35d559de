/** Search results, titled with the buyer's term. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import SearchPage from '../../features/search/search-page';
import { usePageTitle } from '../../features/system/page-title';

export default function SearchRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  usePageTitle(term ? t('titles.search', { term }) : null);
  return <SearchPage />;
}
