import type { Post } from '@tubesphere/shared/contract/posts';
import { excerpt } from '../pages/index.ts';
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
}

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
    '</item>',
  ].join('');
};

/** RSS 2.0 of the newest confirmed posts, newest first; texts are plain (escaped), never HTML. */
export function renderRss(channel: RssChannel, posts: Post[], origin: string): string {
  const built = posts[0]?.createdAt ? new Date(posts[0].createdAt) : new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
    '<language>ko</language>',
    `<lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(post, origin)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
