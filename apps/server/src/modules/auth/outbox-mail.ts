/**
 * For tests: reads the newest mail the outbox mailer wrote for an address (DATA_DIR/outbox/*.eml)
 * and the reset code in it.
 * @example const code = mailedCode(t.dataDir, form.email) // '042137'
 */
import fs from 'node:fs';
import path from 'node:path';

/** The newest .eml written for `to`: its headers and its decoded text. */
export function latestMail(dataDir: string, to: string): { headers: string; text: string } {
  const outbox = path.join(dataDir, 'outbox');
  const file = fs
    .readdirSync(outbox)
    .filter((f) => f.includes(to))
    .sort()
    .at(-1);
  const raw = fs.readFileSync(path.join(outbox, file as string), 'utf8');
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const text = /content-transfer-encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { headers, text };
}

/** The 6-digit code in the newest mail for `to`. */
export function mailedCode(dataDir: string, to: string): string {
  const code = /(\d{6})/.exec(latestMail(dataDir, to).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}
