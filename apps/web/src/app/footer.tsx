/**
 * The storefront's footer, on every page: policies, about us, contact us, become a seller, the
 * payment methods and the language. On phones it ends the page above the bottom tab bar.
 */
import { Container } from '@mantine/core';
import { IconCash, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguages } from '../features/locale/api';
import { useChooseLanguage } from '../features/locale/use-choose-language';
import { localeTag } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';

// The floating chat button: its own chunk, which shows the button once the page is idle.
const ChatLauncher = lazyPart(() => import('../features/tickets/chat-launcher'));

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const { data: languages = [] } = useLanguages();
  const choose = useChooseLanguage();
  const payments = [
    { Icon: IconWallet, label: t('footer.wallet') },
    { Icon: IconCreditCard, label: t('footer.card') },
    { Icon: IconCash, label: t('footer.cashOnDelivery') },
  ];
  return (
    <footer className="agora-footer" data-testid="site-footer">
      <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
        <div className="agora-footer-grid">
          <Column id="footer-care" title={t('footer.customerCare')}>
            <ul>
              <li>
                <Link to="/pages/policy/support">{t('pages.supportPolicy')}</Link>
              </li>
              <li>
                <Link to="/pages/policy/return">{t('pages.returnPolicy')}</Link>
              </li>
              <li>
                <Link to="/pages/policy/terms">{t('pages.terms')}</Link>
              </li>
              <li>
                <Link to="/pages/policy/privacy">{t('pages.privacy')}</Link>
              </li>
            </ul>
          </Column>
          <Column id="footer-about" title={t('footer.aboutAgora')}>
            <ul>
              <li>
                <Link to="/pages/policy/about_us">{t('pages.aboutUs')}</Link>
              </li>
              <li>
                <Link to="/pages/contact">{t('footer.contactUs')}</Link>
              </li>
              <li>
                <Link to="/pages/shop/create">{t('footer.becomeSeller')}</Link>
              </li>
            </ul>
          </Column>
          <Column id="footer-payment" title={t('footer.paymentMethods')}>
            <ul className="agora-footer-payments">
              {payments.map(({ Icon, label }) => (
                <li key={label}>
                  <Icon size={20} stroke={1.6} aria-hidden />
                  {label}
                </li>
              ))}
            </ul>
          </Column>
          <Column id="footer-language" title={t('footer.language')}>
            <select
              className="agora-footer-select"
              aria-labelledby="footer-language"
              value={i18n.language}
              onChange={(event) => void choose(event.currentTarget.value)}
              data-testid="footer-language"
            >
              {(languages.length ? languages : [{ code: i18n.language, name: i18n.language }]).map((language) => (
                <option key={language.code} value={language.code} lang={localeTag(language.code)}>
                  {language.name}
                </option>
              ))}
            </select>
          </Column>
        </div>
        <p className="agora-footer-legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
    </footer>
  );
}
