/**
 * Sends text messages (phone verification codes). Two providers behind one interface: an outbox
 * that writes each message to DATA_DIR/sms-outbox as a .txt file (the default, like the mailer's
 * outbox), and an HTTP gateway chosen by SMS_URL, which receives `POST {to, text}` as JSON with
 * `Authorization: Bearer SMS_TOKEN`. A send that fails throws; the caller answers 2000001.
 * @example
 * const sms = createSmsProvider({ smsUrl: config.SMS_URL, smsToken: config.SMS_TOKEN, outboxDir: path.join(config.DATA_DIR, 'sms-outbox') });
 * await sms.send({ to: '+15551234567', text: 'Your Agora code is 042137' });
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Sms {
  to: string;
  text: string;
}

export interface SmsProvider {
  /** Resolves once the message is accepted; rejects when it was not. */
  send(sms: Sms): Promise<void>;
}

/** How long the gateway gets to accept a message. */
export const SMS_TIMEOUT_MS = 10_000;

/** Writes each message to `outboxDir`, one file each, named by time and number. */
export function outboxSmsProvider(outboxDir: string): SmsProvider {
  return {
    async send(sms) {
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = sms.to.replace(/[^0-9+]/g, '');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.txt`);
      await fs.writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
    },
  };
}

/** POSTs each message to a gateway; anything but a 2xx answer within SMS_TIMEOUT_MS is a failure. */
export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(sms) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(sms), signal: AbortSignal.timeout(SMS_TIMEOUT_MS) });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** The gateway when SMS_URL is set, else the outbox. */
export function createSmsProvider(options: { smsUrl?: string; smsToken?: string; outboxDir: string }): SmsProvider {
  return options.smsUrl ? httpSmsProvider(options.smsUrl, options.smsToken) : outboxSmsProvider(options.outboxDir);
}
