/**
 * Sends mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as
 * an .eml file to DATA_DIR/outbox, where a developer (or a test) can open it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; `text` stays as the plain-text alternative. */
  html?: string;
  /** The mail module's kind (welcome, receipt, shipping…), sent as the `X-Agora-Mail` header for filtering. */
  kind?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const message = ({ kind, ...mail }: Mail, from: string) => ({ from, ...mail, ...(kind ? { headers: { 'X-Agora-Mail': kind } } : {}) });

let outboxSequence = 0;

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail, options.from));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail, options.from));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // A sequence number after the time: two mails to one address in the same millisecond (the
      // e-mail code and the welcome on registering) must not overwrite each other; names still sort by time.
      outboxSequence = (outboxSequence + 1) % 1_000_000;
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(outboxSequence).padStart(6, '0')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}
