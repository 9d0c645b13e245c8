import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, NewPost } from '../../db/schema.ts';
import { indexPosts } from '../search/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ChannelRow {
  channel_id: string;
  title: string;
  description: string | null;
  thumbnail_url: string | null;
  custom_url: string | null;
  country: string | null;
  category_id: string | null;
  category_title: string | null;
  subscriber_count: number;
  view_count: number;
  video_count: number;
  published_at: string | null;
  region: string | null;
  updated_at: string;
}

export interface SavedPosts {
  /** videoId → post id of the post created now. */
  created: Map<string, number>;
  /** videoId → post id of a post that already held the video. */
  existing: Map<string, number>;
}

/**
 * Inserts the posts whose video is not saved yet: one query to find the saved ones, one
 * multi-row insert. `youtube_video_id` is unique, so a concurrent import of the same video
 * loses quietly (ON CONFLICT DO NOTHING) instead of failing the whole batch.
 */
export async function insertVideoPosts(
  trx: Db,
  dialect: DialectName,
  posts: (NewPost & { youtube_video_id: string })[],
): Promise<SavedPosts> {
  const created = new Map<string, number>();
  const existing = new Map<string, number>();
  if (posts.length === 0) return { created, existing };
  const ids = posts.map((p) => p.youtube_video_id);
  const found = await trx
    .selectFrom('post')
    .select(['post_id', 'youtube_video_id'])
    .where('youtube_video_id', 'in', ids)
    .execute();
  for (const row of found) if (row.youtube_video_id) existing.set(row.youtube_video_id, row.post_id);
  const fresh = posts.filter((p) => !existing.has(p.youtube_video_id));
  if (fresh.length > 0) {
    const inserted = await trx
      .insertInto('post')
      .values(fresh)
      .onConflict((oc) => oc.column('youtube_video_id').doNothing())
      .returning(['post_id', 'youtube_video_id'])
      .execute();
    for (const row of inserted) if (row.youtube_video_id) created.set(row.youtube_video_id, row.post_id);
    // Findable by search from the moment the import commits.
    await indexPosts(trx, dialect, [...created.values()]);
  }
  return { created, existing };
}

/** Insert or refresh channels; a known category is kept when the new data has none. */
export async function upsertYoutubeChannels(trx: Db, rows: ChannelRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('youtube_channels')
    .values(rows)
    .onConflict((oc) =>
      oc.column('channel_id').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        custom_url: eb.ref('excluded.custom_url'),
        country: eb.ref('excluded.country'),
        category_id: eb.fn.coalesce(eb.ref('excluded.category_id'), eb.ref('youtube_channels.category_id')),
        category_title: eb.fn.coalesce(eb.ref('excluded.category_title'), eb.ref('youtube_channels.category_title')),
        subscriber_count: eb.ref('excluded.subscriber_count'),
        view_count: eb.ref('excluded.view_count'),
        video_count: eb.ref('excluded.video_count'),
        published_at: eb.ref('excluded.published_at'),
        region: eb.fn.coalesce(eb.ref('excluded.region'), eb.ref('youtube_channels.region')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export function findChannelRanking(
  db: Db,
  options: {
    sortBy: 'subscribers' | 'views' | 'videos';
    country: string;
    category: string;
    limit: number;
  },
): Promise<ChannelRow[]> {
  const column = { subscribers: 'subscriber_count', views: 'view_count', videos: 'video_count' } as const;
  let query = db.selectFrom('youtube_channels').selectAll();
  if (options.country !== 'ALL') query = query.where('country', '=', options.country);
  if (options.category !== 'all') query = query.where('category_id', '=', options.category);
  return query.orderBy(column[options.sortBy], 'desc').orderBy('channel_id').limit(options.limit).execute() as Promise<
    ChannelRow[]
  >;
}
