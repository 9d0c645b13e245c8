import type { Block } from '../contract/blocks.ts';
import { parseVideoBlockUrl, parseYoutubeId } from './video-url.ts';

/**
 * What a post is made of (spec §3 Post creation payload, §5 Post submit and Video share): the
 * same rules run in the editor before submitting and on the server, which decides.
 */
export const RICH_POST_PLACEHOLDER = '리치 콘텐츠 게시물';

export const VIDEO_SHARE_LIMITS = { title: 100, description: 1000 } as const;
export const POST_TITLE_MAX = 100;

export const POST_MESSAGES = {
  contentRequired: '내용을 입력해주세요.',
  shareFieldsRequired: '제목, 내용, 유튜브 링크를 모두 입력해주세요.',
  invalidYoutubeLink: '올바른 유튜브 링크를 입력해주세요.',
  titleTooLong: `제목은 ${VIDEO_SHARE_LIMITS.title}자 이하로 입력해주세요.`,
  descriptionTooLong: `내용은 ${VIDEO_SHARE_LIMITS.description}자 이하로 입력해주세요.`,
  notYourAccount: '다른 사용자의 이름으로 글을 쓸 수 없습니다.',
  sphereNotFound: '스피어를 찾을 수 없습니다.',
  sphereNotJoined: '가입한 스피어에만 글을 올릴 수 있습니다.',
} as const;

/** A block that carries something: non-blank text, or a media / link address. */
export function isBlockFilled(block: Block): boolean {
  if (block.type === 'text') return block.content.trim() !== '';
  return typeof block.url === 'string' && block.url.trim() !== '';
}

/** The blocks worth storing: empty ones (a fresh text block, an image never uploaded) are dropped. */
export const filledBlocks = (blocks: readonly Block[]): Block[] => blocks.filter(isBlockFilled);

/** The trimmed text of every non-blank text block, joined by blank lines. */
export function joinedText(blocks: readonly Block[]): string {
  return blocks
    .filter((block) => block.type === 'text')
    .map((block) => block.content.trim())
    .filter((text) => text !== '')
    .join('\n\n');
}

/** Spec §3: content is the joined text blocks, or the placeholder when a post has no text. */
export const postContentFromBlocks = (blocks: readonly Block[]): string => joinedText(blocks) || RICH_POST_PLACEHOLDER;

/** The first problem with a /write post, or null when it can be submitted (spec §5 Post submit). */
export function postBlocksProblem(blocks: readonly Block[]): string | null {
  const filled = filledBlocks(blocks);
  if (filled.length === 0) return POST_MESSAGES.contentRequired;
  for (const block of filled) {
    if (block.type !== 'video') continue;
    const parsed = parseVideoBlockUrl(block.url ?? '');
    if (!parsed.ok) return parsed.error;
  }
  return null;
}

export interface VideoShareFields {
  title: string;
  description: string;
  url: string;
}

/** The first problem with a video share, or null (spec §5 Video share). */
export function videoShareProblem({ title, description, url }: VideoShareFields): string | null {
  if (!title.trim() || !description.trim() || !url.trim()) return POST_MESSAGES.shareFieldsRequired;
  if (!parseYoutubeId(url)) return POST_MESSAGES.invalidYoutubeLink;
  if (title.trim().length > VIDEO_SHARE_LIMITS.title) return POST_MESSAGES.titleTooLong;
  if (description.trim().length > VIDEO_SHARE_LIMITS.description) return POST_MESSAGES.descriptionTooLong;
  return null;
}
