/**
 * The real API as the specs drive it: its envelope, calls that expect success, the demo's
 * accounts, logging in, new buyers and what they need, and a session handed to the browser.
 *
 * @example
 * const admin = await logIn(request, ADMIN);
 * const buyer = await registerBuyer(request, { name: 'Cart Tester', email: uniqueEmail('cart'), password: PASSWORD });
 * await call(request, '/admin/wallet/adjust', admin, { user_id: buyer.id, amount: 5000, remark: 'e2e' });
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { png } from './helpers/shop-apply';

/** What every answer of the API comes wrapped in. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export type Form = Record<string, string | number>;
export type Account = { email: string; password: string };

/** The demo's passwords and accounts (the table at the top of README.md). */
export const BUYER_PASSWORD = 'Buyer#2026';
export const SELLER_PASSWORD = 'Seller#2026';
export const ADMIN: Account = { email: 'admin@agora.test', password: 'Admin#2026' };
export const SELLER: Account = { email: 'seller1@agora.test', password: SELLER_PASSWORD };
export const BUYER: Account = { email: 'buyer1@agora.test', password: BUYER_PASSWORD };

/** A call's token, body (a form or JSON, either makes it a POST) and reader's language. */
export interface CallOptions {
  token?: string;
  form?: Form;
  json?: unknown;
  lang?: string;
}

/**
 * Calls `/api<path>`: a GET, or a POST when there is a body. Expects code 200 (naming the path
 * and the server's message when not) and answers the envelope's data.
 */
export async function call<T>(request: APIRequestContext, path: string, token?: string, form?: Form): Promise<T>;
export async function call<T>(request: APIRequestContext, path: string, options: CallOptions): Promise<T>;
export async function call<T>(request: APIRequestContext, path: string, tokenOrOptions?: string | CallOptions, form?: Form): Promise<T> {
  const options = typeof tokenOrOptions === 'object' ? tokenOrOptions : { token: tokenOrOptions, form };
  const headers: Record<string, string> = {};
  if (options.token) headers['access-token'] = options.token;
  if (options.lang) headers.lang = options.lang;
  const response =
    options.form || options.json !== undefined
      ? await request.post(`/api${path}`, { headers, form: options.form, data: options.json })
      : await request.get(`/api${path}`, { headers });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** Logs in through the API; answers the access token. */
export async function logIn(request: APIRequestContext, who: Account): Promise<string> {
  const form = { email: who.email, password: who.password };
  return (await call<{ 'access-token': string }>(request, '/customer/login/account', undefined, form))['access-token'];
}

/** An address no other run (or viewport) registers: `e2e-<tag>-<time>-<random>@example.test`. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`;
/**
 * A phone number and a picture colour no other test applicant uses: the console flags a shop
 * application that repeats another account's phone or ID picture, which two tests' applicants
 * are not meant to do.
 */
export const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
export const uniqueColour = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

/** The server's mail outbox (DATA_DIR/outbox, see playwright.config.ts). */
const MAIL_OUTBOX = path.join(import.meta.dirname, '..', 'test-results', `e2e-data-${process.env.E2E_PORT ?? 18080}`, 'outbox');

/**
 * The e-mail verification code last mailed to `email` (registering mails one): the newest mail to
 * it that is not one of the mail module's (`X-Agora-Mail`), its first 6-digit number in the body.
 */
export function mailedEmailCode(email: string): string {
  const files = fs.existsSync(MAIL_OUTBOX) ? fs.readdirSync(MAIL_OUTBOX).filter((f) => f.endsWith(`-${email}.eml`)) : [];
  for (const file of files.sort().reverse()) {
    const raw = fs.readFileSync(path.join(MAIL_OUTBOX, file), 'utf8');
    const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
    if (/^X-Agora-Mail:/im.test(headers)) continue;
    const body = rest.join('\n').replace(/=\r?\n/g, '');
    const code = /\b(\d{6})\b/.exec(/content-transfer-encoding: base64/i.test(headers) ? Buffer.from(body, 'base64').toString('utf8') : body)?.[1];
    if (code) return code;
  }
  throw new Error(`no e-mail code mailed to ${email}`);
}

/** Proves the account's e-mail address with the code registering mailed, as the buyer would. */
export async function verifyEmail(request: APIRequestContext, token: string, email: string): Promise<void> {
  await call(request, '/customer/info/verify_email', token, { code: mailedEmailCode(email) });
}

/**
 * Registers a buyer through the API; answers the email, the access token and the user's id. The
 * e-mail address is proved (withdrawing and opening a shop wait for it) unless `verified` is false.
 */
export async function registerBuyer(
  request: APIRequestContext,
  { name, email, password, phone = '+15550123456', verified = true }: { name: string; email: string; password: string; phone?: string; verified?: boolean },
) {
  const login = await call<{ 'access-token': string; user: { id: number } }>(request, '/customer/register/account', undefined, {
    firstname: name,
    email,
    phone,
    password,
    confirm_password: password,
    agree: '1',
    invitation_code: '',
  });
  if (verified) await verifyEmail(request, login['access-token'], email);
  return { email, token: login['access-token'], id: login.user.id };
}

/** The wallet PIN (issue 23) e2e buyers pay from the wallet with; the demo buyers' too. */
export const WALLET_PIN = '123456';

/** Sets the buyer's wallet PIN as the wallet page does, with the account password: paying from the wallet asks for it. */
export async function giveWalletPin(request: APIRequestContext, token: string, password: string): Promise<void> {
  await call(request, '/customer/info/set_wallet_pin', token, { pin: WALLET_PIN, password });
}

/** A default address in Bangkok (Thailand's places are in the data) for the buyer; answers its id. */
export function addAddress(request: APIRequestContext, token: string, fields: { first_name: string; email: string; address?: string }) {
  return call<{ id: number }>(request, '/checkout/onepage/addressadd', token, {
    phone: '+66812345678',
    country: 'TH',
    state: '10',
    city: 'Bang Kapi',
    postcode: '10240',
    address: '99/1 Soi Ramkhamhaeng 24',
    is_default: 1,
    ...fields,
  });
}

/** Uploads a picture of one colour as the holder of `token`; answers its path. */
export async function uploadPicture(request: APIRequestContext, token: string, colour: string): Promise<string> {
  const response = await request.post('/api/upload', {
    headers: { 'access-token': token },
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: await png(colour) } },
  });
  const envelope = (await response.json()) as Envelope<{ path: string }>;
  expect(envelope.code, `/upload: ${envelope.message}`).toBe(200);
  return envelope.data.path;
}

/**
 * Puts a session (and a language) where the app keeps them before it starts, in a page or in
 * every page of a browser context, as logging in would. Once per tab, so a later log-out or
 * change sticks across reloads; a null token leaves the tab a guest's.
 */
export async function seedSession(target: Pick<Page, 'addInitScript'>, token: string | null, lang?: string) {
  await target.addInitScript(
    ({ token, lang }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      if (token) localStorage.setItem('access-token', token);
      if (lang) localStorage.setItem('lang', lang);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    { token, lang },
  );
}
