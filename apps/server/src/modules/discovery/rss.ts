import type { Post } from '@tubesphere/shared/contract/posts';
import { absoluteUrl, excerpt, postImage } from '../pages/index.ts';
import { xmlText } from './xml.ts';

/** How many posts a feed carries. */
export const RSS_ITEMS = 50;

const DESCRIPTION_LENGTH = 300;
const TITLE_FALLBACK_LENGTH = 40;

export interface RssChannel {
  title: string;
  description: string;
  /** The page the feed follows (absolute). */
  link: string;
  /** The feed's own address (absolute), for readers that find it elsewhere. */
  self: string;
  /** The channel's picture (absolute): the site's icon. */
  image: string;
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
const imageType = (url: string) =>
  IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

/**
 * The post's picture or video thumbnail, both as an RSS enclosure (its size unknown: 0, as
 * readers accept) and as Media RSS's thumbnail, which more readers show.
 */
const media = (post: Post, origin: string) => {
  const url = absoluteUrl(postImage(post), origin);
  if (!url) return [];
  return [
    `<enclosure url="${xmlText(url)}" length="0" type="${imageType(url)}"/>`,
    `<media:thumbnail url="${xmlText(url)}"/>`,
  ];
};

const item = (post: Post, origin: string) => {
  const link = `${origin}/post/${post.postId}`;
  const title = post.title?.trim() || excerpt(post.content, TITLE_FALLBACK_LENGTH);
  return [
    '<item>',
    `<title>${xmlText(title)}</title>`,
    `<link>${xmlText(link)}</link>`,
    `<guid isPermaLink="true">${xmlText(link)}</guid>`,
    `<pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
    `<dc:creator>${xmlText(post.userName)}</dc:creator>`,
    ...(post.sphereName ? [`<category>${xmlText(post.sphereName)}</category>`] : []),
    `<description>${xmlText(excerpt(post.content, DESCRIPTION_LENGTH))}</description>`,
    ...media(post, origin),
    '</item>',
  ].join('');
};

/** RSS 2.0 of the newest confirmed posts, newest first; texts are plain (escaped), never HTML. */
export function renderRss(channel: RssChannel, posts: Post[], origin: string): string {
  const built = posts[0]?.createdAt ? new Date(posts[0].createdAt) : new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
    '<language>ko</language>',
    `<image><url>${xmlText(channel.image)}</url><title>${xmlText(channel.title)}</title><link>${xmlText(channel.link)}</link></image>`,
    `<lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(post, origin)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
