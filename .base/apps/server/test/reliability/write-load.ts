import { randomBytes } from 'node:crypto';
import { TEST_ADMIN } from '../helpers/test-app.ts';
import { ApiClient, type ProcessDatabase } from './server-process.ts';

interface ReactionState {
  isLiked: boolean;
  isDisliked: boolean;
}

export interface LoadStats {
  /** Writes the server acknowledged with a 2xx. */
  acknowledged: number;
  /** Requests that got no answer (the process died under them): outcome unknown, not checked. */
  unanswered: number;
  /** 4xx answers (expected: none, every request is valid). */
  refused: number;
  /** 5xx answers (a bug). */
  failed: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const num = (wireId: unknown) => Number(String(wireId).replace(/^\D+/, ''));

/**
 * Concurrent writes (posts, likes/dislikes, comments, sphere joins, admin confirmations) from
 * several signed-in clients, remembering exactly what the server acknowledged. A request that
 * got no answer leaves its outcome unknown: its (user, post) pair is never touched again, so
 * everything acknowledged has one expected end state that verify() checks in the database.
 */
export class WriteLoad {
  readonly stats: LoadStats = { acknowledged: 0, unanswered: 0, refused: 0, failed: 0 };
  readonly problems: string[] = [];
  private users: ApiClient[] = [];
  private userIds: number[] = [];
  private admin!: ApiClient;
  private readonly likeable: number[] = [];
  private readonly pendingPosts: number[] = [];
  private sphereIds: number[] = [];
  private readonly posts = new Map<number, string>();
  private readonly comments = new Map<number, string>();
  private readonly reactions = new Map<string, ReactionState>();
  private readonly joins = new Set<string>();
  private readonly confirmed = new Set<number>();
  private readonly tainted = new Set<string>();
  private readonly busy = new Set<string>();
  private sequence = 0;

  constructor(
    private readonly base: string | (() => string),
    /** Resolves when the server may be called (the crash test closes it while a process is down). */
    private readonly gate: () => Promise<void> = async () => {},
  ) {}

  /** Users, a few confirmed posts to react to, and the sphere list. */
  async setup(userCount: number, postCount: number): Promise<void> {
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < userCount; i += 1) {
      const client = new ApiClient(this.base);
      this.userIds.push(num(await client.signUp(`load${i}-${tag}@test.kr`, `부하${i}`)));
      this.users.push(client);
    }
    this.admin = new ApiClient(this.base);
    const login = await this.admin.request('POST', '/api/auth/login', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    if (login.status !== 200) throw new Error(`admin login: ${login.status} ${login.text}`);
    for (let i = 0; i < postCount; i += 1) {
      const created = await pick(this.users).request('POST', '/api/posts/feed', this.postBody());
      if (created.status !== 201) throw new Error(`setup post: ${created.status} ${created.text}`);
      const id = num((created.json.post as { postId: string }).postId);
      this.posts.set(id, (created.json.post as { title: string }).title);
      this.pendingPosts.push(id);
    }
    await this.confirmPending();
    const spheres = await this.admin.request('GET', '/api/spheres/recommended');
    this.sphereIds = (spheres.json.data as { spheres: { id: number }[] }).spheres.map((s) => s.id);
  }

  /**
   * Sessions live in the database: every client's cookie must still be good — after a restart,
   * or on another server (`baseUrl`, e.g. one started on a restored backup).
   */
  async checkSessions(baseUrl?: string): Promise<void> {
    for (const [index, client] of [...this.users, this.admin].entries()) {
      const asker = baseUrl ? new ApiClient(baseUrl) : client;
      asker.cookie = client.cookie;
      const me = await asker.request('GET', '/api/auth/me');
      if (!me.json?.user) this.problems.push(`client ${index} lost its session`);
    }
  }

  /** Runs `workers` loops of random writes until `until()` says stop. */
  async run(workers: number, until: () => boolean): Promise<void> {
    const loop = async () => {
      while (!until()) {
        await this.gate();
        if (until()) return;
        await this.oneWrite();
      }
    };
    await Promise.all(Array.from({ length: workers }, loop));
  }

  private postBody() {
    this.sequence += 1;
    const title = `부하 글 ${this.sequence}-${randomBytes(3).toString('hex')}`;
    return { title, blocks: [{ id: 1, type: 'text', content: `본문 ${title}` }] };
  }

  /** Sends one request; null when no answer came back (the outcome is unknown). */
  private async send(client: ApiClient, method: string, url: string, body?: unknown) {
    try {
      const response = await client.request(method, url, body);
      if (response.status >= 500) {
        this.stats.failed += 1;
        this.problems.push(`${method} ${url} → ${response.status} ${response.text.slice(0, 200)}`);
        return null;
      }
      if (response.status >= 400) {
        this.stats.refused += 1;
        this.problems.push(`${method} ${url} → ${response.status} ${response.text.slice(0, 200)}`);
        return null;
      }
      this.stats.acknowledged += 1;
      return response;
    } catch {
      this.stats.unanswered += 1;
      return null;
    }
  }

  private async oneWrite(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.15) return this.createPost();
    if (roll < 0.55) return this.react();
    if (roll < 0.85) return this.comment();
    if (roll < 0.93) return this.join();
    return this.confirmPending();
  }

  private async createPost() {
    const body = this.postBody();
    const response = await this.send(pick(this.users), 'POST', '/api/posts/feed', body);
    if (!response) return;
    const id = num((response.json.post as { postId: string }).postId);
    this.posts.set(id, body.title);
    this.pendingPosts.push(id);
  }

  private async confirmPending() {
    const ids = this.pendingPosts.splice(0, 20);
    if (ids.length === 0) return;
    const response = await this.send(this.admin, 'POST', '/api/admin/posts/confirm', {
      postIds: ids.map((id) => `post${id}`),
    });
    if (!response) return;
    for (const id of ids) {
      this.confirmed.add(id);
      this.likeable.push(id);
    }
  }

  private async react() {
    if (this.likeable.length === 0) return;
    const userIndex = Math.floor(Math.random() * this.users.length);
    const postId = pick(this.likeable);
    const key = `${postId}:${this.userIds[userIndex]}`;
    if (this.tainted.has(key) || this.busy.has(key)) return;
    this.busy.add(key);
    try {
      const type = Math.random() < 0.75 ? 'like' : 'dislike';
      const response = await this.send(this.users[userIndex] as ApiClient, 'POST', `/api/posts/post${postId}/like`, {
        type,
      });
      if (!response) {
        this.tainted.add(key);
        this.reactions.delete(key);
        return;
      }
      const { isLiked, isDisliked } = response.json as unknown as ReactionState;
      this.reactions.set(key, { isLiked, isDisliked });
    } finally {
      this.busy.delete(key);
    }
  }

  private async comment() {
    if (this.likeable.length === 0) return;
    this.sequence += 1;
    const content = `부하 댓글 ${this.sequence} ${randomBytes(3).toString('hex')}`;
    const response = await this.send(pick(this.users), 'POST', `/api/posts/post${pick(this.likeable)}/comments`, {
      content,
    });
    if (!response) return;
    this.comments.set((response.json.comment as { commentId: number }).commentId, content);
  }

  private async join() {
    const userIndex = Math.floor(Math.random() * this.users.length);
    const sphereId = pick(this.sphereIds);
    const response = await this.send(this.users[userIndex] as ApiClient, 'POST', `/api/spheres/${sphereId}/join`, {});
    if (response) this.joins.add(`${sphereId}:${this.userIds[userIndex]}`);
  }

  /** Every acknowledged write present; every counter equal to its rows. Returns the lost writes. */
  async verify(db: ProcessDatabase): Promise<{ lost: string[]; counterErrors: string[]; checked: number }> {
    const lost: string[] = [];
    const postRows = await db.query<{ post_id: number; title: string; is_confirmed: number }>(
      'select post_id, title, is_confirmed from post',
    );
    const postsById = new Map(postRows.map((row) => [Number(row.post_id), row]));
    for (const [id, title] of this.posts) {
      if (postsById.get(id)?.title !== title) lost.push(`post ${id} (${title})`);
    }
    for (const id of this.confirmed) {
      if (Number(postsById.get(id)?.is_confirmed) !== 1) lost.push(`confirmation of post ${id}`);
    }
    const commentRows = await db.query<{ comment_id: number; content: string }>(
      'select comment_id, content from comment',
    );
    const commentsById = new Map(commentRows.map((row) => [Number(row.comment_id), row.content]));
    for (const [id, content] of this.comments) {
      if (commentsById.get(id) !== content) lost.push(`comment ${id}`);
    }
    const reactionRows = await db.query<{ post_id: number; user_id: number; reaction_type: string }>(
      'select post_id, user_id, reaction_type from post_reaction',
    );
    const reactionByKey = new Map(reactionRows.map((row) => [`${row.post_id}:${row.user_id}`, row.reaction_type]));
    for (const [key, state] of this.reactions) {
      const want = state.isLiked ? 'like' : state.isDisliked ? 'dislike' : undefined;
      if (reactionByKey.get(key) !== want) lost.push(`reaction ${key}: want ${want}, found ${reactionByKey.get(key)}`);
    }
    const memberRows = await db.query<{ sphere_id: number; user_id: number }>(
      'select sphere_id, user_id from sphere_member',
    );
    const members = new Set(memberRows.map((row) => `${row.sphere_id}:${row.user_id}`));
    for (const key of this.joins) if (!members.has(key)) lost.push(`sphere membership ${key}`);

    const counterErrors: string[] = [];
    const counters = await db.query<Record<string, number>>(`
      select p.post_id, p.like_count, p.dislike_count, p.comment_count,
        (select count(*) from post_reaction r where r.post_id = p.post_id and r.reaction_type = 'like') as likes,
        (select count(*) from post_reaction r where r.post_id = p.post_id and r.reaction_type = 'dislike') as dislikes,
        (select count(*) from comment c where c.post_id = p.post_id and c.deleted_at is null) as comments
      from post p`);
    for (const row of counters) {
      for (const [counter, rows] of [
        ['like_count', 'likes'],
        ['dislike_count', 'dislikes'],
        ['comment_count', 'comments'],
      ] as const) {
        if (Number(row[counter]) !== Number(row[rows])) {
          counterErrors.push(`post ${row.post_id} ${counter}=${row[counter]} but ${row[rows]} rows`);
        }
      }
    }
    const spheres = await db.query<Record<string, number>>(`
      select s.sphere_id, s.member_count,
        (select count(*) from sphere_member m where m.sphere_id = s.sphere_id) as members
      from sphere s`);
    for (const row of spheres) {
      if (Number(row.member_count) !== Number(row.members)) {
        counterErrors.push(`sphere ${row.sphere_id} member_count=${row.member_count} but ${row.members} rows`);
      }
    }
    const checked = this.posts.size + this.confirmed.size + this.comments.size + this.reactions.size + this.joins.size;
    return { lost, counterErrors, checked };
  }
}
