import type { PostDetailResponse } from '@tubesphere/shared/contract/feed';
import { parseVideoUrl } from '@tubesphere/shared/domain/video-url';
import { absoluteUrl, excerpt, type PageHead, SITE_NAME } from './html-head.ts';
import { postStructuredData } from './post-structured-data.ts';

const DESCRIPTION_LENGTH = 100;
const TITLE_FALLBACK_LENGTH = 40;

type Post = PostDetailResponse['post'];

/**
 * The head of /post/{postId}: title, 100 characters, the first picture or video thumbnail, and
 * its structured data. A pending post (only its author gets the page) is not for search engines.
 */
export function postPageHead(detail: PostDetailResponse, pageUrl: string, origin: string): PageHead {
  const { post } = detail;
  const title = post.title?.trim() || excerpt(post.content, TITLE_FALLBACK_LENGTH);
  const image = absoluteUrl(postImage(post), origin);
  return {
    title: `${title} | ${SITE_NAME}`,
    description: excerpt(post.content, DESCRIPTION_LENGTH),
    image,
    type: 'article',
    noindex: !post.isConfirmed,
    jsonLd: post.isConfirmed ? [postStructuredData(post, pageUrl, origin, title, image)] : [],
  };
}

/** The post's picture for cards and feeds: its first image, else its first video's thumbnail, else its link image. */
export function postImage(post: Pick<Post, 'blocks' | 'image'>): string | null {
  for (const block of post.blocks) {
    if (block.type === 'image' && block.url) return block.url;
    if (block.type === 'video' && block.url) {
      // YouTube's maxres thumbnail is missing for many videos; the high one always exists.
      const thumbnails = parseVideoUrl(block.url)?.thumbnailUrls ?? [];
      const thumbnail = thumbnails[1] ?? thumbnails[0];
      if (thumbnail) return thumbnail;
    }
  }
  return post.image;
}
