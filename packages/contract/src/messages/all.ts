/** Every language's server texts, for the server (the web app loads one language at a time). */
import type { Lang } from '../locale';
import { en, type Messages } from './en';
import { es } from './es';
import { hi } from './hi';
import { id } from './id';
import { jp } from './jp';
import { ms } from './ms';
import { pt } from './pt';
import { th } from './th';
import { vn } from './vn';
import { zh } from './zh';
import { zhtw } from './zhtw';

export const MESSAGES: Record<Lang, Messages> = { en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn };
