/**
 * The security mails written as plain text (a reset or e-mail code, a paused login, a staff
 * invitation) in the mails' one layout: the text stays their plain-text part word for word, and
 * its blocks become the HTML's greeting, paragraphs (a link alone on its line is a link) and
 * sign-off. They always go and say themselves why they came, so they carry no footer.
 * @example await mailer.send(await inLayout('jp', { to, subject, text }))
 */
import { BCP47, type Lang } from '@agora/contract/locale';
import { render } from '@react-email/components';
import type { Mail } from '../../lib/mailer';
import { MailMessage } from './mail-message';

/** These texts name the mall as Agora themselves, so the frame does too. */
const MALL = 'Agora';

const LINK = /^https?:\/\/\S+$/;

/** A block's lines, with each line that is a link alone made a paragraph of its own. */
function linksApart(block: string): string[] {
  const out: string[] = [];
  let lines: string[] = [];
  for (const line of block.split('\n')) {
    if (!LINK.test(line.trim())) {
      lines.push(line);
      continue;
    }
    if (lines.length) out.push(lines.join('\n'));
    out.push(line.trim());
    lines = [];
  }
  if (lines.length) out.push(lines.join('\n'));
  return out;
}

export async function inLayout(lang: Lang, mail: Mail): Promise<Mail> {
  const blocks = mail.text.trim().split(/\n{2,}/);
  const greeting = blocks.length > 2 ? (blocks.shift() ?? '') : '';
  const signOff = blocks.length > 1 ? (blocks.pop() ?? '') : '';
  const html = await render(
    MailMessage({
      locale: BCP47[lang],
      mall: MALL,
      subject: mail.subject,
      greeting,
      paragraphs: blocks.flatMap(linksApart),
      actions: [],
      signOff,
      footer: '',
    }),
  );
  return { ...mail, html };
}
