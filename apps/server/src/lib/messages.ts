/** Turns a code (and a field problem) into the message in the request's language. */
import type { Lang } from '@agora/contract/locale';
import { MESSAGES } from '@agora/contract/messages/all';
import { formatMessage } from '@agora/contract/messages/format';
import type { FieldProblem } from './errors';

export function messageFor(lang: Lang, code: number, params: Record<string, string | number> = {}, problem?: FieldProblem): string {
  const texts = MESSAGES[lang];
  const codes = texts.codes as Record<number, string>;
  const base = formatMessage(codes[code] ?? codes[1000500] ?? 'Error', params);
  if (!problem) return base;
  const reason = formatMessage(texts.reasons[problem.reason], problem.params);
  return formatMessage(texts.fieldError, { message: base, field: problem.field, reason });
}
