/**
 * The five policy pages' own navigation: a column beside the text at a desk, a row of chips that
 * scrolls sideways on a phone. The page being read is marked (`aria-current`) and, on a phone,
 * scrolled into the middle of the row (the privacy page's chip would otherwise start off screen).
 */
import type { PolicyKey } from '@agora/contract/pages-content';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centreInRow } from '../system/centre-in-row';

/** Each page's route and its title key (the same titles as the footer's links). */
export const POLICY_PAGES: { key: PolicyKey; path: string; title: string }[] = [
  { key: 'about_us', path: '/pages/policy/about_us', title: 'pages.aboutUs' },
  { key: 'terms', path: '/pages/policy/terms', title: 'pages.terms' },
  { key: 'return', path: '/pages/policy/return', title: 'pages.returnPolicy' },
  { key: 'support', path: '/pages/policy/support', title: 'pages.supportPolicy' },
  { key: 'privacy', path: '/pages/policy/privacy', title: 'pages.privacy' },
];

export function PolicyNav({ current }: { current: PolicyKey | null }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const at = current === null ? POLICY_PAGES.length : POLICY_PAGES.findIndex((page) => page.key === current);
    const chosen = row.current?.children[at];
    if (row.current && chosen instanceof HTMLElement) centreInRow(row.current, chosen);
  }, [current]);
  return (
    <nav aria-label={t('content.policiesNav')} className="policy-nav" data-testid="policy-nav">
      <ul ref={row}>
        {POLICY_PAGES.map((page) => (
          <li key={page.key}>
            <Link to={page.path} aria-current={page.key === current ? 'page' : undefined}>
              {t(page.title)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/pages/contact" aria-current={current === null ? 'page' : undefined}>
            {t('contact.title')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
