/**
 * `npm run bench:data -- --posts 100000 [--out bench/data/bench.db]`
 * Builds a benchmark database through the real migrations and reference seed, then bulk-loads
 * users, confirmed posts (mixed block types), reactions, comments and sphere members with
 * counters that equal the rows, and each post's search row. SQLite by default; PostgreSQL when
 * DATABASE_URL is set. The load itself goes through bench/bulk-*.ts (indexes and triggers after
 * the rows); bench/data-checks.ts then checks the result against what the app keeps true.
 * `--report file.json` writes the timings and the load average of the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { fillMemberLikesReceived } from '../apps/server/src/db/migrations/380-member-likes-received.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { searchRow } from '../apps/server/src/modules/search/indexer.ts';
import { numberArg, readArgs } from './args.ts';
import { postgresBulkWriter } from './bulk-postgres.ts';
import { sqliteBulkWriter } from './bulk-sqlite.ts';
import type { Row } from './bulk-writer.ts';
import { BENCH_PASSWORD, makeContent } from './content.ts';
import { checkBenchData } from './data-checks.ts';
import { makeRandom } from './vocabulary.ts';

const PROLIFIC_EVERY = 20;

async function main() {
  const args = readArgs();
  const posts = numberArg(args, 'posts', 100_000);
  const users = numberArg(args, 'users', Math.max(10, Math.round(posts / 10)));
  const reactionsPerPost = numberArg(args, 'reactions-per-post', 10);
  const commentsPerPost = numberArg(args, 'comments-per-post', 3);
  const out = path.resolve(args.get('out') ?? 'bench/data/tubesphere.db');
  const started = Date.now();

  const usePostgres = Boolean(process.env.DATABASE_URL);
  if (!usePostgres) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(out + suffix, { force: true });
  }
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.dirname(out),
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'admin@bench.kr',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: 'silent',
  });
  if (config.database.kind === 'sqlite') config.database.file = out;
  const database = openDatabase(config.database);
  await prepareDatabase(database, config);
  const spheres = await database.db.selectFrom('sphere').select(['sphere_id', 'name']).execute();
  const sphereNames = new Map(spheres.map((s) => [s.sphere_id, s.name]));
  const firstUserId =
    ((
      await database.db
        .selectFrom('user')
        .select((eb) => eb.fn.max('user_id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0) + 1;
  const firstPostId =
    ((
      await database.db
        .selectFrom('post')
        .select((eb) => eb.fn.max('post_id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0) + 1;
  await database.close();

  const dialect = config.database.kind;
  const loadAverageBefore = os.loadavg();
  const writer = dialect === 'postgres' ? await postgresBulkWriter(config.database.url) : sqliteBulkWriter(out);
  const random = makeRandom(42);
  const now = Date.now();
  const yearMs = 365 * 24 * 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const userRows: Row[] = [];
  for (let i = 0; i < users; i += 1) {
    const at = iso(now - yearMs - i * 1000);
    userRows.push([
      firstUserId + i,
      `bench${i + 1}@bench.kr`,
      passwordHash,
      makeContent.userName(i),
      null,
      null,
      1250,
      300,
      1 + (i % 9),
      (i * 37) % 900,
      0,
      at,
      at,
    ]);
  }
  await writer.insert(
    'user',
    [
      'user_id',
      'email',
      'password_hash',
      'user_name',
      'profile_image',
      'bio',
      'water_drops',
      'gems',
      'level',
      'experience',
      'admin_level',
      'created_at',
      'updated_at',
    ],
    userRows,
  );

  const memberRows: Row[] = [];
  const memberCounts = new Map<number, number>();
  for (let i = 0; i < users; i += 1) {
    const a = spheres[i % spheres.length]?.sphere_id as number;
    const b = spheres[(i * 3 + 1) % spheres.length]?.sphere_id as number;
    for (const sphereId of a === b ? [a] : [a, b]) {
      memberRows.push([sphereId, firstUserId + i, 'member', iso(now)]);
      memberCounts.set(sphereId, (memberCounts.get(sphereId) ?? 0) + 1);
    }
  }
  await writer.insert('sphere_member', ['sphere_id', 'user_id', 'role', 'joined_at'], memberRows);

  const BATCH = 5_000;
  const searchColumns = ['post_id', 'title', 'document', ...(dialect === 'postgres' ? ['tokens'] : [])];
  const loadStarted = Date.now();
  // The next batch is generated while the engine writes this one (PostgreSQL runs beside us).
  let writing: Promise<void> = Promise.resolve();
  let reactionTotal = 0;
  let commentTotal = 0;
  let nextCommentId = 1;
  for (let batchStart = 0; batchStart < posts; batchStart += BATCH) {
    const postRows: Row[] = [];
    const reactionRows: Row[] = [];
    const commentRows: Row[] = [];
    const searchRows: Row[] = [];
    const ftsRows: Row[] = [];
    for (let i = batchStart; i < Math.min(posts, batchStart + BATCH); i += 1) {
      const postId = firstPostId + i;
      // Older posts have lower ids, as in real life: post i is i/posts of the way through the year.
      const createdMs = now - yearMs + Math.floor((yearMs * i) / posts);
      // One prolific member (bench2@bench.kr) writes every 20th post: a profile with thousands
      // of posts, for the profile page's deep pages (5,000 at 100k posts).
      const authorId = i % PROLIFIC_EVERY === 0 ? firstUserId + 1 : firstUserId + Math.floor(random() * users);
      const { title, content, blocks, image, categories } = makeContent.post(i, random);
      const reactionCount = Math.floor(random() * (reactionsPerPost * 2 + 1));
      const reactors = new Set<number>();
      let likes = 0;
      let dislikes = 0;
      while (reactors.size < Math.min(reactionCount, users)) reactors.add(firstUserId + Math.floor(random() * users));
      for (const userId of reactors) {
        const type = random() < 0.85 ? 'like' : 'dislike';
        if (type === 'like') likes += 1;
        else dislikes += 1;
        reactionRows.push([postId, userId, type, iso(createdMs + 60_000)]);
      }
      const commentCount = Math.floor(random() * (commentsPerPost * 2 + 1));
      let previous: number | null = null;
      for (let c = 0; c < commentCount; c += 1) {
        const commentId = nextCommentId++;
        const parent = previous !== null && random() < 0.2 ? previous : null;
        commentRows.push([
          commentId,
          postId,
          firstUserId + Math.floor(random() * users),
          parent,
          makeContent.comment(commentId),
          0,
          iso(createdMs + (c + 2) * 60_000),
          null,
        ]);
        previous = commentId;
      }
      reactionTotal += reactors.size;
      commentTotal += commentCount;
      const at = iso(createdMs);
      const sphereId = spheres[i % spheres.length]?.sphere_id ?? null;
      const search = searchRow(
        {
          title,
          content,
          blocks_json: JSON.stringify(blocks),
          user_name: makeContent.userName(authorId - firstUserId),
          author_deleted_at: null,
          sphere_name: sphereId === null ? null : (sphereNames.get(sphereId) ?? null),
        },
        dialect,
      );
      searchRows.push(
        search.tokens
          ? [postId, search.title, search.document, search.tokens]
          : [postId, search.title, search.document],
      );
      if (search.fts) ftsRows.push([postId, search.fts.title, search.fts.body]);
      postRows.push([
        postId,
        authorId,
        title,
        content,
        image,
        JSON.stringify(blocks),
        categories,
        sphereId,
        likes,
        dislikes,
        commentCount,
        0,
        Math.floor(random() * 1000),
        i >= posts - 3 ? 1 : 0,
        1,
        at,
        null,
        categories ? 'manual' : null,
        null,
        null,
        null,
        at,
        at,
        null,
      ]);
    }
    await writing;
    writing = (async () => {
      await writer.insert(
        'post',
        [
          'post_id',
          'user_id',
          'title',
          'content',
          'image',
          'blocks_json',
          'categories_json',
          'sphere_id',
          'like_count',
          'dislike_count',
          'comment_count',
          'share_count',
          'view_count',
          'is_pinned',
          'is_confirmed',
          'confirmed_at',
          'confirmed_by',
          'api_source',
          'youtube_video_id',
          'ranking',
          'region',
          'created_at',
          'updated_at',
          'deleted_at',
        ],
        postRows,
      );
      await writer.insert('post_reaction', ['post_id', 'user_id', 'reaction_type', 'created_at'], reactionRows);
      await writer.insert(
        'comment',
        ['comment_id', 'post_id', 'user_id', 'parent_comment_id', 'content', 'like_count', 'created_at', 'deleted_at'],
        commentRows,
      );
      await writer.insert('post_search', searchColumns, searchRows);
      // SQLite's contentless positional index (migration 350), written beside post_search as the indexer does.
      if (ftsRows.length > 0) await writer.insert('post_search_fts', ['rowid', 'title', 'body'], ftsRows);
    })();
    process.stdout.write(
      `\r  posts ${Math.min(posts, batchStart + BATCH).toLocaleString()} / ${posts.toLocaleString()}`,
    );
  }
  await writing;
  const rowsSeconds = (Date.now() - loadStarted) / 1000;
  console.log(`\n  rows in ${rowsSeconds.toFixed(1)} s; indexes and triggers …`);
  const finishStarted = Date.now();
  await writer.finish();
  await finish(config, memberCounts);
  const finishSeconds = (Date.now() - finishStarted) / 1000;
  const checkStarted = Date.now();
  await checkBenchData(config);
  const checkSeconds = (Date.now() - checkStarted) / 1000;
  const seconds = (Date.now() - started) / 1000 - checkSeconds;
  console.log(
    `bench data: ${users.toLocaleString()} users, ${posts.toLocaleString()} posts, ${reactionTotal.toLocaleString()} reactions, ${commentTotal.toLocaleString()} comments in ${seconds.toFixed(1)}s (checks ${checkSeconds.toFixed(1)} s) → ${dialect === 'sqlite' ? out : 'DATABASE_URL'}`,
  );
  const reportFile = args.get('report');
  if (reportFile) {
    const round = (n: number) => Number(n.toFixed(2));
    const report = {
      engine: dialect,
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      counts: { users, posts, reactions: reactionTotal, comments: commentTotal },
      seconds: {
        total: round(seconds),
        rows: round(rowsSeconds),
        indexesAndFinish: round(finishSeconds),
        checks: round(checkSeconds),
      },
      loadAverage: { before: loadAverageBefore.map(round), after: os.loadavg().map(round) },
      sqliteFileMb: dialect === 'sqlite' ? Math.round(fs.statSync(out).size / 2 ** 20) : undefined,
    };
    fs.mkdirSync(path.dirname(path.resolve(reportFile)), { recursive: true });
    fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
}

/** Counters (the ones the set-aside triggers keep too), identity sequences and planner statistics after the bulk load. */
async function finish(config: ReturnType<typeof loadConfig>, memberCounts: Map<number, number>) {
  const database = openDatabase(config.database);
  const { sql } = await import('kysely');
  for (const [sphereId, count] of memberCounts) {
    await database.db.updateTable('sphere').set({ member_count: count }).where('sphere_id', '=', sphereId).execute();
  }
  await fillMemberLikesReceived(database.db as Kysely<unknown>);
  if (database.dialect === 'postgres') {
    for (const [table, column] of [
      ['user', 'user_id'],
      ['post', 'post_id'],
      ['comment', 'comment_id'],
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
        database.db,
      );
    }
    await sql`analyze`.execute(database.db);
  } else {
    await sql`analyze`.execute(database.db);
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
