/** Response schemas of the locale calls (kept apart from locale.ts so the web app's first page loads no zod). */
import { z } from 'zod';
import type { Currency, Language, WalletType } from './locale';

export const languageSchema: z.ZodType<Language> = z.object({ name: z.string(), code: z.string(), icon: z.string() });
export const currencySchema: z.ZodType<Currency> = z.object({ code: z.string(), symbol: z.string(), rate: z.number(), name: z.string() });
export const walletTypeSchema: z.ZodType<WalletType> = z.object({ id: z.number(), name: z.string(), code: z.string() });
