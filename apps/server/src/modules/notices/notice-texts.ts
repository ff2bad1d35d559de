/**
 * A notice's title and content in the reader's language: a notice stores its template's name and
 * values, and is rendered when read, so it follows the reader's language switch. A template a
 * language lacks reads in English; a row without a template (written before templates, or by
 * hand) shows its stored title and content.
 * @example renderNotice('jp', { template: 'productApproved', params: '{"product":"Mug"}', title: '', content: '' })
 * // { title: '商品が承認されました', content: '「Mug」が承認され、…', money: [] }
 * renderNotice('en', { template: 'withdrawalPaid', params: '{"amount_cents":1250}', … })
 * // { …, content: '… $12.50 …', money: [{ text: '$12.50', cents: 1250 }] }
 */
import type { Lang } from '@agora/contract/locale';
import { formatMessage } from '@agora/contract/messages/format';
import type { NoticeMoney } from '@agora/contract/notices';
import { formatUsd } from '../../lib/usd';
import { en, type NoticeTemplate, type NoticeTexts } from './texts/en';
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

export const NOTICE_TEXTS: Record<Lang, Partial<NoticeTexts>> = { en, es, jp, hi, id, zh, th, zhtw, pt, ms, vn };

export const isNoticeTemplate = (name: string): name is NoticeTemplate => Object.hasOwn(en, name);

/** The template's values; a row whose JSON is damaged renders with its placeholders showing rather than failing the list. */
function paramsOf(json: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

/**
 * A reviewer's reason without its closing full stop: every template ends the sentence after
 * `{reason}` itself, so "…the whole card." would read "…the whole card..".
 */
const withoutFullStop = (reason: string) => reason.trimEnd().replace(/[.。．।]+$/u, '');

/** A money value's name ends in `_cents` (`amount_cents: 1250`); the template names it without (`{amount}`). */
const MONEY_SUFFIX = '_cents';

/**
 * Money values become their dollars in the text (`{amount}` → "$12.50") and are listed with their
 * cents, so the reader's app can show them in the reader's currency. Rows written before money
 * was kept in cents hold the dollars as text, and read as written.
 */
function withMoney(params: Record<string, string | number>): { params: Record<string, string | number>; money: NoticeMoney[] } {
  const money: NoticeMoney[] = [];
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith(MONEY_SUFFIX) && typeof value === 'number' && Number.isFinite(value)) {
      const text = formatUsd(value);
      out[name.slice(0, -MONEY_SUFFIX.length)] = text;
      money.push({ text, cents: Math.trunc(value) });
    } else out[name] = value;
  }
  return { params: out, money };
}

export function renderNotice(
  lang: Lang,
  row: { template: string; params: string; title: string; content: string },
): { title: string; content: string; money: NoticeMoney[] } {
  if (!isNoticeTemplate(row.template)) return { title: row.title, content: row.content, money: [] };
  const texts = NOTICE_TEXTS[lang][row.template] ?? en[row.template];
  const { params, money } = withMoney(paramsOf(row.params));
  if (typeof params.reason === 'string') params.reason = withoutFullStop(params.reason);
  return { title: formatMessage(texts.title, params), content: formatMessage(texts.content, params), money };
}
