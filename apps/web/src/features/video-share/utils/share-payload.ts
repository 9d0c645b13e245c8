import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { ContentCategory, CreatePostBody, TimingCategory } from '@tubesphere/shared/contract/post-create';
import { parseYoutubeId, youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';

export interface ShareFields {
  title: string;
  description: string;
  url: string;
  timing: TimingCategory[];
  content: ContentCategory[];
  /** 구간 공유: filled from the link's own t=/end= and changed in the form; null plays it whole. */
  start?: number | null;
  end?: number | null;
}

/**
 * A video share is a post with categories and apiSource 'manual'. Its blocks are the
 * video and the description, so feed cards and the detail page show it like any other post.
 */
export function buildSharePayload(
  fields: ShareFields,
  user: UserProfile,
  sphereId: number | null = null,
  now: number = Date.now(),
): CreatePostBody {
  const videoId = parseYoutubeId(fields.url);
  const times = { start: fields.start ?? null, end: fields.end ?? null };
  const description = fields.description.trim();
  return {
    title: fields.title.trim(),
    content: description,
    blocks: [
      {
        id: `${now}001`,
        type: 'video',
        url: fields.url.trim(),
        embedUrl: videoId ? youtubeEmbedUrl(videoId, times) : '',
        caption: '',
        ...(fields.start !== undefined || fields.end !== undefined ? times : {}),
      },
      { id: `${now}002`, type: 'text', content: description },
    ],
    authorId: user.user_id,
    author: { id: user.user_id, name: user.user_name, avatar: user.profile_image },
    sphereId,
    categories: { timing: fields.timing, content: fields.content },
    apiSource: 'manual',
  };
}

/** Checkbox toggling that keeps the options' order. */
export function toggleOption<T extends string>(options: readonly T[], selected: readonly T[], value: T): T[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return options.filter((option) => next.has(option));
}
