/** Data every mall needs before anyone logs in: languages, currencies, wallet types, site settings. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultCurrencyDecimals, LANGS, type Lang } from '@agora/contract/locale';
import type { Db } from '../../db/database';
import { SERVER_DIR } from '../../lib/paths';

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  jp: '日本語',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  zh: '简体中文',
  th: 'ไทย',
  zhtw: '繁體中文',
  pt: 'Português',
  ms: 'Bahasa Melayu',
  vn: 'Tiếng Việt',
};

/** Rates against USD (display conversion only; money is stored in USD cents). */
export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92 },
  { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 151.2 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥', rate: 7.18 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', rate: 83.4 },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', rate: 15650 },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', rate: 35.6 },
  { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', rate: 24850 },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', rate: 4.68 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', rate: 5.05 },
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', rate: 31.9 },
];

export const WALLET_TYPES = [
  { name: 'USDT (TRC20)', code: 'USDT-TRC20' },
  { name: 'USDT (ERC20)', code: 'USDT-ERC20' },
  { name: 'Bitcoin', code: 'BTC' },
  { name: 'Ethereum', code: 'ETH' },
  { name: 'Bank transfer (USD)', code: 'BANK-USD' },
];

const FLAGS_DIR = path.join(SERVER_DIR, 'assets', 'flags');

export async function seedEssentials(db: Db, mediaDir: string): Promise<void> {
  const hasLanguages = await db.selectFrom('language').select('code').limit(1).executeTakeFirst();
  if (hasLanguages) return;

  await fs.mkdir(path.join(mediaDir, 'locale'), { recursive: true });
  for (const code of LANGS) await fs.copyFile(path.join(FLAGS_DIR, `${code}.svg`), path.join(mediaDir, 'locale', `${code}.svg`));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('language')
      .values(LANGS.map((code, sort) => ({ code, name: LANGUAGE_NAMES[code], icon: `locale/${code}.svg`, sort })))
      .execute();
    await trx
      .insertInto('currency')
      .values(CURRENCIES.map(({ rate, ...c }, sort) => ({ ...c, rate_micros: Math.round(rate * 1_000_000), decimals: defaultCurrencyDecimals(c.code), sort })))
      .execute();
    await trx
      .insertInto('wallet_type')
      .values(WALLET_TYPES.map((w, sort) => ({ ...w, sort })))
      .execute();
    await trx
      .insertInto('website_config')
      .values([
        { key: 'site_name', value: 'Agora' },
        { key: 'service_url', value: '' },
        { key: 'contact_email', value: 'support@agora.test' },
        { key: 'contact_phone', value: '+1 555 0100' },
        { key: 'contact_address', value: 'Agora Marketplace, 100 Market Street, Suite 300, San Francisco, CA 94105, USA' },
        { key: 'contact_hours', value: 'Mon–Fri 9:00–18:00, Sat 10:00–16:00 (UTC−8)' },
        { key: 'free_delivery_pieces', value: '500' },
        { key: 'commission_bps', value: '1000' },
      ])
      .execute();
  });
}
