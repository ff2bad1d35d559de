/** The web's sentence for a refused field, through the real i18next and the shipped texts. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@agora/contract/locale';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from './error-text';

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'locales', file), 'utf8')) as Tree;
const texts = (lang: string) => {
  const [boot, pages] = [read(`${lang}.json`), read(`pages/${lang}.json`)];
  return Object.fromEntries([...new Set([...Object.keys(boot), ...Object.keys(pages)])].map((ns) => [ns, { ...(boot[ns] as Tree), ...(pages[ns] as Tree) }]));
};

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGS.map((lang) => [lang, { translation: texts(lang) }])),
    interpolation: { escapeValue: false },
  });
});

const server = 'Invalid parameter: page_size (at most 100)';

describe('errorText', () => {
  it("writes a refused field as a sentence with the field's label, not the API's name", () => {
    expect(errorText({ code: 1000008, message: server, field: 'page_size', reason: 'tooBig', params: { max: 100 } })).toBe('The page size can be at most 100.');
    expect(errorText({ code: 1000009, message: 'Missing parameter: password (required)', field: 'password', reason: 'required' })).toBe(
      'Please enter your password.',
    );
  });

  it('says what the code means when the reason says only "not valid"', () => {
    const text = errorText({ code: 1100000, message: 'This email address is already registered: email (not valid)', field: 'email', reason: 'invalid' });
    expect(text).toBe('This email address is already registered. Log in, or use another one.');
    // A reason that says more than the code wins: too many wrong tries, not "wrong or expired".
    expect(errorText({ code: 2000002, message: '…', field: 'code', reason: 'noTriesLeft' })).toBe(
      'Too many wrong tries for this verification code. Please ask for a new one.',
    );
  });

  it('keeps the server message when no field is named, and stays a sentence for fields and reasons it does not know', () => {
    expect(errorText({ code: 1100002, message: 'Wrong email or password' })).toBe('Wrong email or password');
    expect(errorText({ code: 1000008, message: server, field: 'shoe_size', reason: 'invalid' })).toBe('This value is not valid.');
    expect(errorText({ code: 1000008, message: server, field: 'min_price', reason: 'aboveSomething' })).toBe('This minimum price is not valid.');
    expect(errorText({ code: 1000008, message: server, field: 'min_price', reason: 'minAboveMax' })).toBe(
      'The minimum price must not be above the maximum price.',
    );
  });

  it("reads in the buyer's language", async () => {
    await i18n.changeLanguage('jp');
    expect(errorText({ code: 1100000, message: '…', field: 'email', reason: 'invalid' })).toBe(
      'このメールアドレスはすでに登録されています。ログインするか、別のアドレスをお使いください。',
    );
    await i18n.changeLanguage('vn');
    expect(errorText({ code: 1000008, message: '…', field: 'password', reason: 'tooShort', params: { min: 8 } })).toBe('Ô mật khẩu phải có ít nhất 8 ký tự.');
    await i18n.changeLanguage('en');
  });
});
