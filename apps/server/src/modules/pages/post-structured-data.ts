import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import { parseVideoUrl } from '@tubesphere/shared/domain/video-url';
import { excerpt } from './html-head.ts';

type Post = PostDetailResponse['post'];

const TEXT_LENGTH = 500;

const counter = (action: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${action}`,
  userInteractionCount: count,
});

/** The YouTube videos the post shares, as schema.org VideoObjects (one per distinct video). */
function videoObjects(post: Post, name: string, description: string) {
  const ids = new Set<string>();
  for (const block of post.blocks) {
    const video = block.type === 'video' && block.url ? parseVideoUrl(block.url) : null;
    if (video?.provider === 'youtube') ids.add(video.id);
  }
  if (post.youtubeVideoId) ids.add(post.youtubeVideoId);
  return [...ids].map((id) => ({
    '@type': 'VideoObject',
    name,
    description,
    thumbnailUrl: [`https://i.ytimg.com/vi/${id}/hqdefault.jpg`],
    // When it was shared here: the upload date on YouTube is not known to the site.
    uploadDate: post.createdAt,
    embedUrl: `https://www.youtube.com/embed/${id}`,
    contentUrl: `https://www.youtube.com/watch?v=${id}`,
  }));
}

/**
 * schema.org DiscussionForumPosting for a post page (author, dates, likes, comments, views),
 * with a VideoObject for each YouTube video it shares, so search results can show the
 * discussion and its video (https://developers.google.com/search/docs/appearance/structured-data/discussion-forum).
 */
export function postStructuredData(post: Post, pageUrl: string, origin: string, title: string, image: string | null) {
  const text = excerpt(post.content, TEXT_LENGTH);
  const videos = videoObjects(post, title, excerpt(post.content, 200) || title);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': pageUrl,
    url: pageUrl,
    headline: excerpt(title, 110),
    ...(text ? { text } : {}),
    ...(image ? { image } : {}),
    datePublished: post.createdAt,
    ...(post.editedAt ? { dateModified: post.editedAt } : {}),
    author: post.authorDeleted
      ? { '@type': 'Person', name: post.userName }
      : { '@type': 'Person', name: post.userName, url: `${origin}/user/${post.userId}` },
    ...(post.sphereName ? { articleSection: post.sphereName } : {}),
    commentCount: post.commentCount,
    interactionStatistic: [
      counter('LikeAction', post.likeCount),
      counter('DislikeAction', post.dislikeCount),
      counter('CommentAction', post.commentCount),
      counter('ViewAction', post.viewCount),
    ],
    ...(videos.length > 0 ? { video: videos.length === 1 ? videos[0] : videos } : {}),
  };
}
