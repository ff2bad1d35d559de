/**
 * The five policy pages (terms, returns, support, privacy, about us): read by anyone in their
 * language (English when not translated) once published, written and published by operators.
 * Content is sanitised HTML (lib/page-html.ts), sanitised when saved.
 */

import { ErrorCode } from '@agora/contract/errors';
import { LANGS, type Lang } from '@agora/contract/locale';
import type { AdminPolicy, AdminPolicySummary, Policy, PolicyKey, PolicyPublishInput, PolicySaveInput } from '@agora/contract/pages-content';
import { POLICY_KEYS } from '@agora/contract/pages-content';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { fail, ok, type Result } from '../../lib/errors';
import { sanitizePageHtml } from '../../lib/page-html';
import { inReadersLanguage, planLanguages } from '../../lib/per-language';
import { nowIso } from '../../lib/time';
import { deletePolicyText, selectPolicyPage, selectPolicyPages, selectPolicyTexts, updatePolicyPublished, upsertPolicyPage, upsertPolicyText } from './queries';

/** A published policy in the reader's language, else English; 2000019 when unpublished or never written. */
export async function readPolicy(db: Db, key: PolicyKey, lang: Lang): Promise<Result<Policy>> {
  const page = await selectPolicyPage(db, key);
  if (page?.published !== 1) return fail(ErrorCode.noData);
  const texts = await selectPolicyTexts(db, key, [lang, 'en']);
  const text = inReadersLanguage(texts, lang);
  if (!text) return fail(ErrorCode.noData);
  return ok({ title: text.title, content: text.content, updated_at: text.updated_at });
}

/** Every policy key, written or not, with its title in the operator's language (else English) and the languages it has. */
export async function listPolicies(db: Db, lang: string): Promise<AdminPolicySummary[]> {
  const [pages, texts] = await Promise.all([selectPolicyPages(db), selectPolicyTexts(db)]);
  return POLICY_KEYS.map((key) => {
    const page = pages.find((p) => p.key === key);
    const own = texts.filter((t) => t.key === key);
    return {
      key,
      title: inReadersLanguage(own, lang)?.title ?? '',
      published: page?.published ?? 0,
      langs: LANGS.filter((l) => own.some((t) => t.lang === l)),
      updated_at: page?.updated_at ?? null,
    };
  });
}

/** One policy with every language's title and content ('' where not written, even when the page is new). */
export async function policyForEditing(db: Db, key: PolicyKey): Promise<AdminPolicy> {
  const [page, texts] = await Promise.all([selectPolicyPage(db, key), selectPolicyTexts(db, key)]);
  const fields: Record<string, string> = {};
  for (const lang of LANGS) {
    const text = texts.find((t) => t.lang === lang);
    fields[`title_${lang}`] = text?.title ?? '';
    fields[`content_${lang}`] = text?.content ?? '';
  }
  return { key, published: page?.published ?? 0, updated_at: page?.updated_at ?? null, ...fields } as AdminPolicy;
}

/**
 * Saves a policy's texts (a new page starts unpublished). A language's `updated_at` moves only
 * when its text changed, so a reader sees when the words they read last changed.
 */
export async function savePolicy(db: Db, input: PolicySaveInput, mediaBaseUrl: string): Promise<Result<AdminPolicy>> {
  const plan = planLanguages(input, ['title', 'content'] as const);
  const now = nowIso();
  const writes = plan.flatMap((p) =>
    p.action === 'write' ? [{ lang: p.lang, title: p.texts.title, content: sanitizePageHtml(p.texts.content, mediaBaseUrl) }] : [],
  );
  const emptied = writes.find((w) => w.content === '');
  if (emptied) return fail(ErrorCode.missingParameter, { field: `content_${emptied.lang}`, reason: 'required' });
  await inTransaction(db, async (trx) => {
    const before = await selectPolicyTexts(trx, input.key);
    await upsertPolicyPage(trx, input.key, now);
    for (const write of writes) {
      const old = before.find((t) => t.lang === write.lang);
      if (old && old.title === write.title && old.content === write.content) continue;
      await upsertPolicyText(trx, { key: input.key, ...write, updated_at: now });
    }
    for (const p of plan) if (p.action === 'remove') await deletePolicyText(trx, input.key, p.lang);
  });
  return ok(await policyForEditing(db, input.key));
}

/** Shows (1) or hides (0) a saved policy; one never saved answers 2000019. */
export async function publishPolicy(db: Db, input: PolicyPublishInput, lang: string): Promise<Result<AdminPolicySummary>> {
  if (!(await updatePolicyPublished(db, input.key, input.published))) return fail(ErrorCode.noData, { field: 'key', reason: 'invalid' });
  const summary = (await listPolicies(db, lang)).find((p) => p.key === input.key) as AdminPolicySummary;
  return ok(summary);
}
