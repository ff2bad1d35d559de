/** Response schemas of the locale calls (kept apart from locale.ts so the web app's first page loads no zod). */
import { z } from 'zod';
import type { Currency, Language, WalletType } from './locale';

export const languageSchema: z.ZodType<Language> = z.object({ name: z.string(), code: z.string(), icon: z.string() });
export const currencySchema: z.ZodType<Currency> = z.object({
  code: z.string(),
  symbol: z.string(),
  rate: z.number(),
  name: z.string(),
  decimals: z.number().describe('Digits after the decimal point an amount in this currency is shown with (JPY 0, USD 2); rounded half up, for display only'),
});
export const walletTypeSchema: z.ZodType<WalletType> = z.object({ id: z.number(), name: z.string(), code: z.string() });
