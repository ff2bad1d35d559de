/**
 * The app's mail sender: a job queued after a commit (queue-mail.ts) is composed from the database
 * (compose-mail.ts), rendered to HTML (react-email) with a plain-text part (mailText) and sent through the
 * app's mailer (SMTP_URL, or the outbox), a few at a time. A failure is logged, never thrown: the
 * news it was about is already committed and on the site.
 * @example startMail(app) // in buildApp, once
 */
import { render } from '@react-email/components';
import type { FastifyInstance } from 'fastify';
import { mallOrigin, sellerUrl } from '../../lib/seller-url';
import { workQueue } from '../../lib/work-queue';
import { composeMail, type MailLinks } from './compose-mail';
import { MailMessage, mailText } from './mail-message';
import { type MailJob, registerMailSender } from './queue-mail';

/** Links in mails sent from no request (a sweep, a webhook): PUBLIC_URL, else the first allowed host on our port. */
export function mailLinksOf(config: FastifyInstance['config']): MailLinks {
  const input = {
    host: `${config.ALLOWED_HOSTS[0] ?? 'localhost'}:${config.PORT}`,
    protocol: 'http',
    publicUrl: config.PUBLIC_URL,
    allowedHosts: config.ALLOWED_HOSTS,
    port: config.PORT,
  };
  return { mall: mallOrigin(input), seller: sellerUrl(input) };
}

export function startMail(app: FastifyInstance): void {
  const queue = workQueue({ concurrency: 2, maxWaiting: 10_000 });
  const links = mailLinksOf(app.config);
  const send = async (job: MailJob) => {
    const mail = await composeMail(app.db, links, job);
    if (!mail) return;
    const html = await render(MailMessage(mail.content));
    await app.mailer.send({ to: mail.to, subject: mail.content.subject, html, text: mailText(mail.content), kind: job.kind });
  };
  let stop = () => {};
  // From ready on: the demo seeded before the server listens tells its made-up accounts nothing.
  app.addHook('onReady', async () => {
    stop = registerMailSender(app.db, (job) => {
      queue.run(() => send(job)).catch((error: unknown) => app.log.error({ err: error, mail: job.template, userId: job.userId }, 'mail not sent'));
    });
  });
  app.addHook('onClose', async () => stop());
}
