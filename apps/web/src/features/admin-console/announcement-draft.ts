/**
 * The announcement form's values: a title and a body per language. English is required; another
 * language is either left empty (readers then get the English) or given both a title and a body,
 * so nobody reads a title in one language over a body in another.
 * @example announcementBody({ en: { title: 'Hi', body: 'Hello' }, es: { title: '', body: '' } }) // { title_en: 'Hi', body_en: 'Hello' }
 */
import { DEFAULT_LANG, LANGS, type Lang } from '@agora/contract/locale';

export interface DraftText {
  title: string;
  body: string;
}
export type AnnouncementDraft = Partial<Record<Lang, DraftText>>;

export type DraftField = 'title' | 'body';
/** What is wrong with one field: English left empty, or half of another language. */
export type DraftProblem = 'required' | 'pairTitle' | 'pairBody';

const text = (draft: AnnouncementDraft, lang: Lang) => ({ title: draft[lang]?.title.trim() ?? '', body: draft[lang]?.body.trim() ?? '' });

/** Whether a language's tab has nothing, half, or both texts (the tab's badge). */
export function langFill(draft: AnnouncementDraft, lang: Lang): 'empty' | 'partial' | 'full' {
  const { title, body } = text(draft, lang);
  if (title && body) return 'full';
  return title || body ? 'partial' : 'empty';
}

/** The problems of the draft by language and field; an empty object when it can be sent. */
export function draftProblems(draft: AnnouncementDraft): Partial<Record<Lang, Partial<Record<DraftField, DraftProblem>>>> {
  const problems: Partial<Record<Lang, Partial<Record<DraftField, DraftProblem>>>> = {};
  for (const lang of LANGS) {
    const { title, body } = text(draft, lang);
    const own: Partial<Record<DraftField, DraftProblem>> = {};
    if (lang === DEFAULT_LANG) {
      if (!title) own.title = 'required';
      if (!body) own.body = 'required';
    } else if (title && !body) {
      own.body = 'pairBody';
    } else if (body && !title) {
      own.title = 'pairTitle';
    }
    if (own.title || own.body) problems[lang] = own;
  }
  return problems;
}

/** The request body: `title_<lang>` and `body_<lang>` of each language given, trimmed. */
export function announcementBody(draft: AnnouncementDraft): Record<string, string> {
  const body: Record<string, string> = {};
  for (const lang of LANGS) {
    const given = text(draft, lang);
    if (!given.title && !given.body) continue;
    body[`title_${lang}`] = given.title;
    body[`body_${lang}`] = given.body;
  }
  return body;
}
