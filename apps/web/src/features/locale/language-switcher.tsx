/** The nav bar's language switcher: the current language's icon; its menu loads on demand. */
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { useLanguages } from './api';
import { DeferredMenu } from './deferred-menu';

export function useCurrentLanguage() {
  const { t, i18n } = useTranslation();
  const { data: languages = [] } = useLanguages();
  const current = languages.find((l) => l.code === i18n.language);
  return { current, label: `${t('nav.language')}: ${current?.name ?? i18n.language}` };
}

export function LanguageLabel() {
  const { i18n } = useTranslation();
  const { current } = useCurrentLanguage();
  return current ? <img src={mediaUrl(current.icon)} width={20} height={15} alt="" style={{ borderRadius: 2, display: 'block' }} /> : i18n.language;
}

export function LanguageSwitcher() {
  const { label } = useCurrentLanguage();
  return (
    <DeferredMenu load={() => import('./language-menu')} label={label} testId="language-switcher">
      <LanguageLabel />
    </DeferredMenu>
  );
}
