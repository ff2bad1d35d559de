import { describe, expect, it } from 'vitest';
import { announcementBody, draftProblems, langFill } from './announcement-draft';

describe('langFill', () => {
  it('tells empty, half and full tabs apart, ignoring spaces', () => {
    const draft = { en: { title: 'Sale', body: 'Big sale' }, es: { title: 'Oferta', body: ' ' }, th: { title: '', body: '' } };
    expect(langFill(draft, 'en')).toBe('full');
    expect(langFill(draft, 'es')).toBe('partial');
    expect(langFill(draft, 'th')).toBe('empty');
    expect(langFill(draft, 'vn')).toBe('empty');
  });
});

describe('draftProblems', () => {
  it('requires the English title and body', () => {
    expect(draftProblems({})).toEqual({ en: { title: 'required', body: 'required' } });
    expect(draftProblems({ en: { title: 'Sale', body: '  ' } })).toEqual({ en: { body: 'required' } });
  });

  it('asks for both texts of another language or neither', () => {
    const en = { title: 'Sale', body: 'Big sale' };
    expect(draftProblems({ en, es: { title: 'Oferta', body: '' } })).toEqual({ es: { body: 'pairBody' } });
    expect(draftProblems({ en, jp: { title: '', body: '大セール' } })).toEqual({ jp: { title: 'pairTitle' } });
    expect(draftProblems({ en, es: { title: 'Oferta', body: 'Gran oferta' }, th: { title: '', body: '' } })).toEqual({});
  });
});

describe('announcementBody', () => {
  it('sends the languages given, trimmed, and leaves the empty ones out', () => {
    const draft = { en: { title: ' Sale ', body: 'Big sale\n' }, es: { title: 'Oferta', body: 'Gran oferta' }, th: { title: '', body: '' } };
    expect(announcementBody(draft)).toEqual({ title_en: 'Sale', body_en: 'Big sale', title_es: 'Oferta', body_es: 'Gran oferta' });
  });
});
