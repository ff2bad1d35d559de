/**
 * Where the page sits in the mall: Home › Audio › Earbuds. Every item but the last is a link;
 * the last is the page itself (`aria-current`).
 * @example <Breadcrumbs items={[{ label: t('nav.categories'), to: '/pages/category/category' }, { label: category.name }]} />
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent on the last item, the page itself. */
  to?: string;
}

/** The trail after "Home", which every trail starts with. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const trail: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('nav.breadcrumb')} className="agora-breadcrumbs" data-testid="breadcrumbs">
      <ol>
        {trail.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.to && i < trail.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
