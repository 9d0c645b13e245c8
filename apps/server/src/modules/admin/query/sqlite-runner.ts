import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { OPERATIONAL_TABLES, SIGN_IN_PATTERNS } from '@tubesphere/shared/domain/sql-statement';
import {
  type RawSqlResult,
  type RunnerRefusal,
  SqlExecutionError,
  SqlRefusedError,
  type SqlRunOptions,
  SqlTimeoutError,
} from './sql-result.ts';

const CHILD_SCRIPT = fileURLToPath(new URL('./sqlite-child.mjs', import.meta.url));
/** Starting the child is not the statement's time; it gets its own, generous limit. */
const START_TIMEOUT_MS = 15_000;
/** The child kills itself at the limit; this is only a backstop should that ever fail. */
const BACKSTOP_MS = 2000;

type ChildMessage =
  | { type: 'ready' }
  | { type: 'result'; result: RawSqlResult }
  | { type: 'refused'; refusal: RunnerRefusal }
  | { type: 'error'; message: string; code?: string };

/**
 * Runs one statement in a child process (sqlite-child.mjs explains why); the child is killed
 * when the statement runs past `timeoutMs`, which starts once the child is ready.
 */
export function runOnSqlite(file: string, statement: string, options: SqlRunOptions): Promise<RawSqlResult> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD_SCRIPT, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let settled = false;
    let jobSent = false;
    let timer = setTimeout(() => finish(new Error('SQLite query runner did not start')), START_TIMEOUT_MS);

    function finish(outcome: Error | RawSqlResult) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome instanceof Error) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        reject(outcome);
      } else resolve(outcome);
    }

    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => finish(new SqlTimeoutError()), options.timeoutMs + BACKSTOP_MS);
        // The tables and columns no statement may write, whatever the classifier read (the child
        // checks the program and guards the columns).
        child.send({ file, statement, ...options, writeProtected: OPERATIONAL_TABLES, signIn: SIGN_IN_PATTERNS });
        jobSent = true;
      } else if (message.type === 'result') finish(message.result);
      else if (message.type === 'refused') finish(new SqlRefusedError(message.refusal));
      else finish(new SqlExecutionError(message.message, message.code));
    });
    child.once('error', (error) => finish(error));
    child.once('exit', (code, signal) => {
      // Killed by its watchdog: the statement ran out of time.
      if (jobSent && signal === 'SIGKILL') finish(new SqlTimeoutError());
      else finish(new Error(`SQLite query runner exited (${code ?? signal})`));
    });
  });
}
