import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import type { MonotonicClock } from '../../src/lib/clock.ts';
import { responseCheckerFor } from './openapi-responses.ts';

export const TEST_ADMIN = { email: 'admin@test.kr', password: 'admin-password-1', key: 'test-admin-key' };

/** Which engine this run tests: `TEST_DB=postgres` (with TEST_DATABASE_URL) or SQLite. */
export const testDialect = (): 'sqlite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seedDemo?: boolean;
  /**
   * RATE_LIMIT_SCALE defaults to 1000 here: files sign up and log in many users from one
   * address. Tests of the limits themselves pass `RATE_LIMIT_SCALE: '1'` (the shipped numbers).
   */
  env?: Record<string, string>;
  /** Fastify logger options (e.g. `{ level: 'error', stream }` to read what was logged); off by default. */
  logger?: object;
  /** PostgreSQL only: connect as this login role (it owns the test schema) instead of the superuser. */
  postgresUser?: string;
  /** A second server on the same database (another process of one deployment); not migrated again. */
  shareDatabaseWith?: TestApp;
  /** What the app measures durations with: a test moves it on instead of sleeping. */
  clock?: MonotonicClock;
}

/**
 * A fresh server on a fresh database for one test file: its own SQLite file, or its own
 * PostgreSQL schema in the shared test cluster. Nothing is shared between files.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_KEY: TEST_ADMIN.key,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000',
    ...options.env,
  });
  let dropSchema = async () => {};
  if (options.shareDatabaseWith) {
    config.database = options.shareDatabaseWith.config.database;
    const database = openDatabase(config.database);
    const app = await buildApp({ config, database, logger: false, clock: options.clock });
    await app.ready();
    checkResponsesAgainstDocument(app);
    return {
      app,
      config,
      async close() {
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (npm run test:api starts a cluster)');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}${options.postgresUser ? ` authorization ${options.postgresUser}` : ''}`);
    await admin.end();
    const asUser = new URL(url);
    if (options.postgresUser) asUser.username = options.postgresUser;
    config.database = { kind: 'postgres', url: options.postgresUser ? asUser.toString() : url, schema };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const database = openDatabase(config.database, {
    writeWaitMs: config.databaseWriteWaitMs,
    readWorkers: config.sqliteReadWorkers,
  });
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database, logger: options.logger ?? false, clock: options.clock });
  await app.ready();
  checkResponsesAgainstDocument(app);
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every `app.inject` answer is checked against the OpenAPI document the app publishes
 * (/api/docs/json): a JSON body that does not match its operation's schema for that status, or
 * a status the operation does not list, fails the test that made the request.
 */
function checkResponsesAgainstDocument(app: FastifyInstance): void {
  const checker = responseCheckerFor(app.swagger());
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    // A streamed answer (notification streams) is read by its test, not buffered here.
    if (typeof options === 'object' && options.payloadAsStream) return response;
    const request = response.raw.req;
    const problem = checker.mismatch(
      request.method ?? 'GET',
      request.url ?? '/',
      response.statusCode,
      response.headers['content-type']?.toString(),
      response.body,
    );
    if (problem) throw new Error(problem);
    return response;
  };
  app.inject = checked as unknown as FastifyInstance['inject'];
}

/** The session cookie a response set, ready for the next request's `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ts_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `ts_session=${cookie.value}`;
}

let userCounter = 0;

/** Signs up a new user through the API; returns its wire id and cookie. */
export async function signUpUser(app: FastifyInstance, name = '테스트유저') {
  userCounter += 1;
  const email = `user${userCounter}-${randomBytes(3).toString('hex')}@test.kr`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'password-123', user_name: name },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const user = response.json().user as { user_id: string; user_name: string };
  return { userId: user.user_id, numericId: Number(user.user_id.slice(4)), email, cookie: sessionCookie(response) };
}

/** Signs in as the configured admin. */
export async function signInAdmin(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return { userId: response.json().user.user_id as string, cookie: sessionCookie(response) };
}
