/** Switches the UI language: the texts, `<html lang>`, and every server answer (names, adverts, messages) again in it. */
import { resolveLang } from '@agora/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { changeLanguage } from '../../lib/i18n';

export function useChooseLanguage() {
  const client = useQueryClient();
  return async (code: string) => {
    await changeLanguage(resolveLang(code));
    await client.invalidateQueries();
  };
}
