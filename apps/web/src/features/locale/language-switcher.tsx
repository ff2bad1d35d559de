/** The language menu, from the server's list, each with its icon. */
import { resolveLang } from '@agora/contract/locale';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { mediaUrl } from '../../lib/media';
import { useLanguages } from './api';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: languages = [] } = useLanguages();
  const current = languages.find((l) => l.code === i18n.language);

  async function choose(code: string) {
    await changeLanguage(resolveLang(code));
    // Server texts (names, adverts, user info messages) come in the new language.
    await client.invalidateQueries();
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          px={6}
          aria-label={`${t('nav.language')}: ${current?.name ?? i18n.language}`}
          rightSection={<IconChevronDown size={14} />}
          data-testid="language-switcher"
        >
          {current ? <img src={mediaUrl(current.icon)} width={20} height={15} alt="" style={{ borderRadius: 2 }} /> : i18n.language}
        </Button>
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
