/** The phone (WhatsApp) field, with an example number from the reader's country (phone-example.ts). */
import { resolveLang } from '@agora/contract/locale';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { phoneExample } from './phone-example';

export function PhoneField(props: TextInputProps) {
  const { t, i18n } = useTranslation();
  return <TextInput label={t('auth.phone')} type="tel" autoComplete="tel" placeholder={phoneExample(resolveLang(i18n.language))} required {...props} />;
}
