/** Starts the mall: configuration, migrations, start-up data, then API and web on one port. */
import './lib/thread-pool'; // first: sets the thread pool's size before anything uses it
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedEssentials } from './modules/seed/essentials';
import { demoAccounts, seedDemo } from './modules/seed/seed-demo';

/** The app's logger once the app exists, so a fatal fault is logged like everything else. */
let appLog: FastifyBaseLogger | undefined;

// A fault nothing caught would otherwise leave only Node's stack print on stderr; this puts the
// reason in the log (one JSON line, like every other) before exiting 1, so whoever restarts the
// process (scripts/supervise.mjs, systemd, Docker) and whoever reads the log later can see why.
// Carrying on after such a fault would leave the process in a state nobody planned for.
function dieOf(kind: string) {
  return (error: unknown) => {
    if (appLog) appLog.fatal({ err: error }, kind);
    else console.error(`${kind}:`, error);
    process.exit(1);
  };
}
process.on('uncaughtException', dieOf('uncaught exception'));
process.on('unhandledRejection', dieOf('unhandled rejection'));

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  appLog = app.log;
  const mediaDir = path.join(config.DATA_DIR, 'media');
  await seedEssentials(app.db, mediaDir);
  const seededNow = config.SEED_DEMO && (await seedDemo(app.db, mediaDir));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://${config.HOST}:${port}`;

  const lines = [`Agora is running at ${url}`, `API reference: ${url}/api/docs`, `Data folder: ${config.DATA_DIR} (database, media, mail outbox)`];
  if (config.SEED_DEMO) {
    lines.push(seededNow ? 'Demo accounts (created now):' : 'Demo accounts (unless their passwords were changed since):');
    lines.push(...demoAccounts().map((a) => `  ${a.role.padEnd(26)} ${a.email.padEnd(22)} ${a.password}`));
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
