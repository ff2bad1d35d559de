/** The language menu, from the server's list, each with its icon (loaded on demand). */
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/media';
import { useLanguages } from './api';
import type { MenuProps } from './deferred-menu';
import { LanguageLabel, useCurrentLanguage } from './language-switcher';
import { SwitcherButton } from './switcher-button';
import { useChooseLanguage } from './use-choose-language';

export default function LanguageMenu({ opened, onChange }: MenuProps) {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  const { data: languages = [] } = useLanguages();
  const { label } = useCurrentLanguage();

  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>
        <SwitcherButton aria-label={label} data-testid="language-switcher">
          <LanguageLabel />
        </SwitcherButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => choose(language.code)}
            leftSection={<img src={mediaUrl(language.icon)} width={20} height={15} alt="" style={{ borderRadius: 2 }} />}
            fw={language.code === i18n.language ? 700 : 400}
            aria-current={language.code === i18n.language ? 'true' : undefined}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
