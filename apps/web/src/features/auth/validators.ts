/** Client-side checks that mirror the contract, so most mistakes are caught before a round trip. */
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@agora/contract/auth';
import type { TFunction } from 'i18next';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

export function validators(t: TFunction) {
  const required = (value: string) => (value.trim() ? null : t('validation.required'));
  return {
    required,
    email: (value: string) => required(value) ?? (EMAIL.test(value.trim()) ? null : t('validation.email')),
    phone: (value: string) => required(value) ?? (PHONE.test(value.trim()) ? null : t('validation.phone')),
    password: (value: string) => (value.length >= PASSWORD_MIN_LENGTH ? null : t('validation.minLength', { min: PASSWORD_MIN_LENGTH })),
    sameAs: (other: string) => (value: string) => (value === other ? null : t('validation.mismatch')),
    code: (value: string) => (new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(value) ? null : t('validation.code', { length: RESET_CODE_LENGTH })),
  };
}
