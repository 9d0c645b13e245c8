import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, testDialect } from '../helpers/test-app.ts';
import { insertPost } from '../posts/post-fixtures.ts';

/**
 * How many statements a like and a comment send to PostgreSQL, once the request is in its steady
 * state (the session known, the reward of this post already given). Every statement is a round
 * trip to the database server under the post's lock, and they add up under load; a change that
 * adds one back fails here. Counted, never timed.
 */
const onPostgres = testDialect() === 'postgres';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
const sent: string[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  // The duplicate-text rule on, as deployed (tests turn it off by default).
  t = await createTestApp({
    env: { DUPLICATE_TEXT_HOURS: '24' },
    ...(process.env.SHOW_STATEMENTS ? { logger: { level: 'error' } } : {}),
  });
  author = await signUpUser(t.app, '작성자');
  member = await signUpUser(t.app, '회원');
  // Every query of the pool's connections passes here (the LISTEN connection too, idle meanwhile).
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === 'string' ? first : (first?.text ?? '?'));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t.close();
});

async function statementsOf(request: InjectOptions) {
  sent.length = 0;
  const response = await t.app.inject(request);
  expect(response.statusCode, response.body).toBeLessThan(300);
  if (process.env.SHOW_STATEMENTS) console.log(response.body.slice(0, 300), sent.join('\n---\n'));
  return sent.length;
}

describe.runIf(onPostgres)('statements per write on PostgreSQL', () => {
  it('a like of someone else’s post, taken back and given again', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const like = {
      method: 'POST' as const,
      url: `/api/posts/post${postId}/like`,
      headers: { cookie: member.cookie },
      payload: { type: 'like' },
    };
    await statementsOf(like);
    // Taken back, and given again (the reward for this post already given): the session, the
    // rate-limit counter and ts_like (toggle, grant, the author's notification), no transaction
    // around it.
    expect(await statementsOf(like)).toBeLessThanOrEqual(3);
    expect(await statementsOf(like)).toBeLessThanOrEqual(3);
  });

  it('a comment on someone else’s post', async () => {
    const postId = await insertPost(t.app, author.numericId);
    const comment = (content: string) => ({
      method: 'POST' as const,
      url: `/api/posts/post${postId}/comments`,
      headers: { cookie: member.cookie },
      payload: { content },
    });
    await statementsOf(comment('첫 댓글입니다'));
    // Session, the rate-limit counter and ts_comment (the post's lock, the duplicate-text
    // check, the comment and its count, the whole grant, the author's notification).
    expect(await statementsOf(comment('두 번째 댓글입니다'))).toBeLessThanOrEqual(3);
  });

  it('a first like of someone else’s post, its grant made whole in the same call', async () => {
    const postId = await insertPost(t.app, author.numericId);
    expect(
      await statementsOf({
        method: 'POST' as const,
        url: `/api/posts/post${postId}/like`,
        headers: { cookie: member.cookie },
        payload: { type: 'like' },
      }),
    ).toBeLessThanOrEqual(3);
  });
});
