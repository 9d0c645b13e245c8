import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startFakeProviders, useFakeProviders } from './fakes/index.ts';
import { settleAdminKey } from './startup/admin-key-file.ts';
import { renderBanner } from './startup/banner.ts';
import { loadEnvFile } from './startup/env-file.ts';
import { preflight } from './startup/preflight.ts';
import { exitGracefullyOnSignals } from './startup/shutdown.ts';
import { databaseUnreachable, listenError, StartupError } from './startup/startup-error.ts';

/** loadConfig's error: the names of the offending variables, already written for an operator. */
const isConfigError = (error: unknown) => error instanceof Error && error.message.startsWith('Invalid configuration');

async function main(): Promise<void> {
  const envFile = loadEnvFile();
  const config = loadConfig();
  // A port in use or a read-only folder stops here, before any migration or seed runs.
  await preflight(config);
  const adminKeySource = settleAdminKey(config);
  // DEMO_PROVIDERS=1: every provider answers from the built-in fakes, offline (README). The fake
  // YouTube runs on the real clock, so its counts grow between ranking collector runs.
  if (config.providers.demo) useFakeProviders(config, await startFakeProviders({ clock: () => new Date() }));
  const database = openDatabase(config.database, {
    writeWaitMs: config.databaseWriteWaitMs,
    readWorkers: config.sqliteReadWorkers,
  });
  const { adminCreated, demoSeeded } = await prepareDatabase(database, config).catch((error: unknown) => {
    throw databaseUnreachable(error) ?? error;
  });
  const app = await buildApp({ config, database });

  exitGracefullyOnSignals(app, { graceMs: config.shutdownGraceMs });

  const address = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close().catch(() => {});
    throw listenError(error, config.host, config.port) ?? error;
  });
  // Last and alone: the logger writes to the same stream, so nothing it logged comes after.
  process.stdout.write(
    renderBanner({ config, address, dialect: database.dialect, adminCreated, demoSeeded, envFile, adminKeySource }),
  );
}

main().catch((error: unknown) => {
  // An operator's mistake gets one line naming it and its fix; a stack only when asked for.
  const debug = /^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '');
  const line =
    error instanceof StartupError || isConfigError(error)
      ? `시작할 수 없습니다: ${(error as Error).message}`
      : `시작할 수 없습니다: ${error instanceof Error ? error.message : String(error)} (LOG_LEVEL=debug로 자세한 내용을 볼 수 있습니다)`;
  process.stderr.write(`${debug && error instanceof Error ? (error.stack ?? line) : line}\n`);
  process.exit(1);
});
