import { blocks as blocksSchema } from '@tubesphere/shared/contract/blocks';
import { truncateDescription, youtubeEmbedUrl, youtubeWatchUrl } from '@tubesphere/shared/domain/youtube-rules';
import type { NewPost } from '../../db/schema.ts';

export interface VideoForPost {
  videoId: string;
  title: string;
  description: string;
  thumbnail: string | null;
  ranking: number;
  region: string | null;
}

const TITLE_MAX = 200;

/**
 * A pending post for an imported video (DESIGN §4.6): a text block with the description (cut to
 * 800 characters, spec §9) and a video block on the privacy-enhanced embed host.
 */
export function videoPostRow(
  video: VideoForPost,
  authorId: number,
  now: string,
  seq: number,
): NewPost & { youtube_video_id: string } {
  const description = truncateDescription(video.description.trim());
  const base = Date.parse(now) * 100 + seq * 2;
  const blocks = blocksSchema.parse([
    { id: String(base), type: 'text', content: description || video.title },
    {
      id: String(base + 1),
      type: 'video',
      url: youtubeWatchUrl(video.videoId),
      embedUrl: youtubeEmbedUrl(video.videoId),
      caption: video.title.slice(0, 500),
    },
  ]);
  const thumbnail = video.thumbnail && /^https?:\/\//.test(video.thumbnail) ? video.thumbnail : null;
  return {
    user_id: authorId,
    title: [...video.title].slice(0, TITLE_MAX).join('') || video.videoId,
    content: description || video.title,
    image: thumbnail,
    blocks_json: JSON.stringify(blocks),
    api_source: 'youtube_api',
    youtube_video_id: video.videoId,
    ranking: video.ranking,
    region: video.region,
    is_confirmed: 0,
    created_at: now,
    updated_at: now,
  };
}
