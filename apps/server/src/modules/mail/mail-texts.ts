/** The mails' own texts by language (texts/<lang>.ts), English where a language lacks one. */
import type { Lang } from '@agora/contract/locale';
import { en, type MailTexts } from './texts/en';
import { es } from './texts/es';
import { hi } from './texts/hi';
import { id } from './texts/id';
import { jp } from './texts/jp';
import { ms } from './texts/ms';
import { pt } from './texts/pt';
import { th } from './texts/th';
import { vn } from './texts/vn';
import { zh } from './texts/zh';
import { zhtw } from './texts/zhtw';

export const MAIL_TEXTS: Record<Lang, MailTexts> = { en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn };
