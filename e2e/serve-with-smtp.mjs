#!/usr/bin/env node
// Runs the bundled server (argv[2]) for the browser tests with an SMTP server of their own in the
// same process: SMTP_URL points the app at it, and every message it takes is written as an .eml
// file to DATA_DIR/outbox, named as the app's outbox mailer names them, so a spec reads the mail
// that really went out over SMTP (e2e/mail-receipt.spec.ts) and the outbox readers keep working.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

const outbox = path.join(process.env.DATA_DIR ?? './data', 'outbox');
// As the app's outbox mailer: a sequence number keeps two messages to one address in one millisecond apart.
let written = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', async () => {
      try {
        await fs.mkdir(outbox, { recursive: true });
        for (const to of session.envelope.rcptTo) {
          const safeTo = to.address.replace(/[^a-zA-Z0-9@._-]/g, '_');
          const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++written).padStart(6, '0')}`;
          await fs.writeFile(path.join(outbox, `${stamp}-${safeTo}.eml`), Buffer.concat(chunks));
        }
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
await import(pathToFileURL(path.resolve(process.argv[2])).href);
