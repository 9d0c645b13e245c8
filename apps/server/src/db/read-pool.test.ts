import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './connection.ts';

/** A recursive count the worker spends a long while on (millions of rows). */
const LONG_QUERY = sql<{
  n: number;
}>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c`;

describe('SQLite read pool', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-read-pool-'));
    database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'pool.db') }, { readWorkers: 2 });
    await sql`create table note (id integer primary key, body text not null)`.execute(database.db);
  });

  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a read while another worker holds a long query, and the event loop keeps turning', async () => {
    await database.db
      .insertInto('note' as never)
      .values({ id: 1, body: '첫 글' } as never)
      .execute();
    // Both workers started and idle, so neither answer waits for a thread to boot.
    await Promise.all([sql`select 1`.execute(database.readDb), sql`select 2`.execute(database.readDb)]);

    const answered: string[] = [];
    let timerTurns = 0;
    const timer = setInterval(() => {
      timerTurns += 1;
    }, 1);
    const long = LONG_QUERY.execute(database.readDb).then((result) => {
      answered.push('long');
      return { rows: result.rows, turnsBefore: timerTurns };
    });
    const short = sql<{ body: string }>`select body from note where id = 1`.execute(database.readDb).then((result) => {
      answered.push('short');
      return result.rows;
    });

    expect(await short).toEqual([{ body: '첫 글' }]);
    const longResult = await long;
    clearInterval(timer);
    expect(longResult.rows).toEqual([{ n: 3000000 }]);
    expect(answered).toEqual(['short', 'long']);
    // On the main connection the count would block the thread: no timer could fire until it returned.
    expect(longResult.turnsBefore).toBeGreaterThan(0);
  }, 60_000); // a busy machine (other suites beside) can make the long count take many seconds

  it('reads what the main connection has committed', async () => {
    for (let id = 1; id <= 3; id += 1) {
      await database.db
        .insertInto('note' as never)
        .values({ id, body: `글 ${id}` } as never)
        .execute();
      const seen = await sql<{ n: number }>`select count(*) as n from note`.execute(database.readDb);
      expect(seen.rows[0]?.n).toBe(id);
    }
  });

  it('refuses writes and passes SQLite errors back with their code', async () => {
    await expect(sql`insert into note (id, body) values (9, 'x')`.execute(database.readDb)).rejects.toThrow(
      /rows only|readonly/,
    );
    await expect(sql`select * from missing_table`.execute(database.readDb)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
    });
    await expect(database.readDb.transaction().execute(async () => 1)).rejects.toThrow(/no transactions/);
    const still = await sql<{ n: number }>`select count(*) as n from note`.execute(database.db);
    expect(still.rows[0]?.n).toBe(0);
  });
});
