/**
 * For tests: reads the newest mail the outbox mailer wrote for an address (DATA_DIR/outbox/*.eml)
 * and the reset code in it.
 * @example const code = mailedCode(t.dataDir, form.email) // '042137'
 */
import fs from 'node:fs';
import path from 'node:path';

/** A part's body as text, by its transfer encoding. */
function decode(headers: string, body: string): string {
  return /content-transfer-encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The mail's headers and its plain text (the text/plain part of a multipart mail). */
function readMail(raw: string): { headers: string; text: string } {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { headers, text: decode(headers, body) };
  const plain = body
    .split(`--${boundary}`)
    .map((part) => part.replace(/^\r?\n/, ''))
    .find((part) => /content-type: text\/plain/i.test(part.split(/\r?\n\r?\n/)[0] ?? ''));
  const [partHeaders = '', ...partBody] = (plain ?? '').split(/\r?\n\r?\n/);
  return { headers, text: decode(partHeaders, partBody.join('\n\n')) };
}

/**
 * The newest .eml written for `to`: its headers and its decoded text. The mail module's mails
 * (header `X-Agora-Mail`: a welcome, a receipt…) are passed over unless `kind` names one.
 */
export function latestMail(dataDir: string, to: string, kind?: string): { headers: string; text: string } {
  const outbox = path.join(dataDir, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .filter((f) => f.includes(to))
    .sort()
    .map((file) => readMail(fs.readFileSync(path.join(outbox, file), 'utf8')));
  const found = mails.findLast((mail) => {
    const own = /^X-Agora-Mail: (\S+)/im.exec(mail.headers)?.[1];
    return kind ? own === kind : own === undefined;
  });
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** The 6-digit code in the newest mail for `to`. */
export function mailedCode(dataDir: string, to: string): string {
  const code = /(\d{6})/.exec(latestMail(dataDir, to).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}
