/** Where each top-up refusal is said and in which words, through the real i18next and the shipped texts. */
import fs from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ledgerNote } from './ledger-reference';
import { topUpRefusal } from './top-up-refusal';

const pages = (lang: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'locales', 'pages', `${lang}.json`), 'utf8'));

beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    fallbackLng: 'en',
    resources: { en: { translation: pages('en') }, es: { translation: pages('es') } },
    interpolation: { escapeValue: false },
  });
});

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('topUpRefusal', () => {
  it('says the minimum beside the amount, in the buyer language, from the cents the server sends', () => {
    const error = new ApiError(1000008, 'Minimum top-up amount $10.00', 'amount', 'minTopUp', { num: '$10.00', min: 1000 });
    expect(topUpRefusal(error, money)).toEqual({ field: 'amount', message: 'El importe mínimo de recarga es $10.00.' });
  });

  it('puts a used transaction id beside its field, a gone wallet type beside the chooser and the daily limit above the button', () => {
    expect(topUpRefusal(new ApiError(2000028, '…'), money).field).toBe('transaction_id');
    expect(topUpRefusal(new ApiError(2000029, '…'), money).field).toBe('wallet_code');
    expect(topUpRefusal(new ApiError(2000030, '…'), money)).toEqual({ field: 'form', message: pages('es').wallet.topUp.error.limit });
  });

  it('keeps the request layer sentence for another field, and a generic one for what is not an ApiError', () => {
    expect(topUpRefusal(new ApiError(1000008, 'La imagen debe ser tuya.', 'voucher', 'notOwnUpload'), money)).toEqual({
      field: 'voucher',
      message: 'La imagen debe ser tuya.',
    });
    expect(topUpRefusal(new Error('boom'), money).field).toBe('form');
  });
});

describe('ledgerNote', () => {
  it('names known references, adds the operator remark after them, and never shows an operator id', () => {
    expect(ledgerNote({ remark: 'Goodwill', reference: 'admin:1' })).toBe('Goodwill');
    expect(ledgerNote({ remark: '', reference: 'recharge:12' })).toBe('Recarga n.º 12');
    expect(ledgerNote({ remark: '', reference: 'admin:1' })).toBe('');
    expect(ledgerNote({ remark: '', reference: 'refund:4' })).toBe('Solicitud de reembolso n.º 4');
    expect(ledgerNote({ remark: 'Pagado por transferencia', reference: 'withdrawal:3' })).toBe('Retiro n.º 3 · Pagado por transferencia');
  });
});
