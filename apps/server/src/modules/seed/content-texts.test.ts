import { LANGS } from '@agora/contract/locale';
import { describe, expect, it } from 'vitest';
import { AFTER_SALES_DAYS_DEFAULT } from '../refunds/settings';
import { CONTENT_TEXTS } from './demo-content';

describe('the demo’s return policy', () => {
  it.each(LANGS)('in %s names the after-sales window the mall starts with', (lang) => {
    const { content } = CONTENT_TEXTS[lang].policies.return;
    const windows = [...content.matchAll(/<strong>(\d+)\s?[^<]*<\/strong>/g)].map((m) => Number(m[1]));
    expect(windows).toEqual([AFTER_SALES_DAYS_DEFAULT]);
  });
});
