import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One request with an optional session; the JSON body when there is one. */
export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string | null,
  payload?: object,
) {
  const response = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  let body: Record<string, unknown> = {};
  try {
    body = response.json();
  } catch {
    body = {};
  }
  return { status: response.statusCode, body, raw: response.body };
}

/** Creates a post through the API (pending) and confirms it as the admin; returns its wire id. */
export async function publishPost(
  app: FastifyInstance,
  authorCookie: string,
  adminCookie: string,
  payload: object = { title: '원래 제목', blocks: [{ id: '1', type: 'text', content: '원래 본문입니다' }] },
): Promise<string> {
  const created = await call(app, 'POST', '/api/posts/feed', authorCookie, payload);
  if (created.status !== 201) throw new Error(`create failed ${created.status} ${created.raw}`);
  const postId = (created.body.post as { postId: string }).postId;
  const confirmed = await call(app, 'POST', '/api/admin/posts/confirm', adminCookie, { postId });
  if (confirmed.status !== 200) throw new Error(`confirm failed ${confirmed.status} ${confirmed.raw}`);
  return postId;
}

export async function comment(
  app: FastifyInstance,
  postId: string,
  cookie: string,
  content: string,
  parentCommentId: number | null = null,
): Promise<{ commentId: number; mentions: { userId: string; name: string }[] }> {
  const response = await call(app, 'POST', `/api/posts/${postId}/comments`, cookie, { content, parentCommentId });
  if (response.status !== 201) throw new Error(`comment failed ${response.status} ${response.raw}`);
  return response.body.comment as { commentId: number; mentions: { userId: string; name: string }[] };
}

/** The post's stored counter next to the live comments it counts. */
export async function commentCounts(app: FastifyInstance, postId: string) {
  const id = Number(postId.slice(4));
  const post = await app.db
    .selectFrom('post')
    .select('comment_count')
    .where('post_id', '=', id)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('comment')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('post_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { counter: Number(post.comment_count), rows: Number(rows.n) };
}

export async function feedIds(app: FastifyInstance, cookie?: string): Promise<string[]> {
  const response = await call(app, 'GET', '/api/posts/feed?limit=50', cookie);
  return ((response.body.data as { posts: { postId: string }[] }).posts ?? []).map((p) => p.postId);
}

export async function searchIds(app: FastifyInstance, q: string, cookie?: string): Promise<string[]> {
  const response = await call(app, 'GET', `/api/posts/search?q=${encodeURIComponent(q)}`, cookie);
  if (response.status !== 200) throw new Error(`search failed ${response.status} ${response.raw}`);
  return (response.body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId);
}

export async function profilePostIds(app: FastifyInstance, userId: string, cookie?: string): Promise<string[]> {
  const response = await call(app, 'GET', `/api/users/${userId}/posts?limit=50`, cookie);
  if (response.status !== 200) throw new Error(`profile posts failed ${response.status} ${response.raw}`);
  return (response.body.data as { posts: { postId: string }[] }).posts.map((p) => p.postId);
}
