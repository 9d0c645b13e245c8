import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-content.ts';
import { demoEmail } from './db/seed/seed-demo.ts';
import { startFakeProviders, useFakeProviders } from './fakes/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // DEMO_PROVIDERS=1: every provider answers from the built-in fakes, offline (README).
  if (config.providers.demo) useFakeProviders(config, await startFakeProviders());
  const database = openDatabase(config.database, { writeWaitMs: config.databaseWriteWaitMs });
  const { adminCreated, demoSeeded } = await prepareDatabase(database, config);
  const app = await buildApp({ config, database });

  // Credentials the operator needs on first start; printed, never logged at info in requests.
  const lines: string[] = [];
  if (adminCreated || !config.admin.passwordGenerated) {
    lines.push(
      `관리자 계정: ${config.admin.email} / ${config.admin.passwordGenerated ? config.admin.password : '(ADMIN_PASSWORD 값)'}`,
    );
  } else if (config.admin.passwordGenerated) {
    lines.push(
      `관리자 계정: ${config.admin.email} (비밀번호는 처음 실행할 때 출력되었습니다. ADMIN_PASSWORD로 바꿀 수 있습니다)`,
    );
  }
  if (config.admin.keyGenerated)
    lines.push(`관리자 키 (SQL 도구): ${config.admin.key}  — 고정하려면 ADMIN_KEY를 설정하세요`);
  if (demoSeeded) lines.push(`데모 계정: ${demoEmail(0)} … demo${DEMO_USERS.length}@tubesphere.kr / ${DEMO_PASSWORD}`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    `\n튜브스피어가 ${address} 에서 실행 중입니다 (${database.dialect}).\n${lines.map((l) => `  ${l}\n`).join('')}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
