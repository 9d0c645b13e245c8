import { parsePostId } from '@tubesphere/shared/domain/ids';
import { parseVideoUrl } from '@tubesphere/shared/domain/video-url';
import type { FastifyInstance } from 'fastify';
import type { PageHeadResolver } from '../../plugins/web-app.ts';
import { parseBlocks } from './post-mapper.ts';

const SITE_NAME = '튜브스피어';
const DESCRIPTION_LENGTH = 100;
const TITLE_FALLBACK_LENGTH = 40;

const excerpt = (text: string, length: number) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length).join('')}…`;
};

/** Open Graph for /post/{postId}: only confirmed posts are described to the outside world. */
export const postPageHead =
  (app: FastifyInstance): PageHeadResolver =>
  async (pathname, request) => {
    const match = /^\/post\/([^/]+)\/?$/.exec(pathname);
    const postId = match ? parsePostId(decodeURIComponent(match[1] as string)) : null;
    if (postId === null) return null;
    const post = await app.db
      .selectFrom('post')
      .select(['title', 'content', 'image', 'blocks_json'])
      .where('post_id', '=', postId)
      .where('is_confirmed', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!post) return null;
    const title = post.title?.trim() || excerpt(post.content, TITLE_FALLBACK_LENGTH);
    return {
      title: `${title} | ${SITE_NAME}`,
      description: excerpt(post.content, DESCRIPTION_LENGTH),
      image: absolute(firstImage(post.image, post.blocks_json), `${request.protocol}://${request.host}`),
      type: 'article',
    };
  };

function firstImage(image: string | null, blocksJson: string): string | null {
  for (const block of parseBlocks(blocksJson)) {
    if (block.type === 'image' && block.url) return block.url;
    if (block.type === 'video' && block.url) {
      // YouTube's maxres thumbnail is missing for many videos; the high one always exists.
      const thumbnails = parseVideoUrl(block.url)?.thumbnailUrls ?? [];
      const thumbnail = thumbnails[1] ?? thumbnails[0];
      if (thumbnail) return thumbnail;
    }
  }
  return image;
}

/** Crawlers need absolute image URLs; uploads are stored as /uploads/… paths. */
const absolute = (url: string | null, origin: string) => (url?.startsWith('/') ? `${origin}${url}` : url);
