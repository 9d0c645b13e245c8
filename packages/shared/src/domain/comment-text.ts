/**
 * How a comment's text becomes links and mentions. Pure, so the server (which resolves mentions
 * when a comment is written) and the web app (which renders the parts as React elements, never
 * as HTML) read the same text the same way.
 */

import { isHttpUrl } from './http-url.ts';

/** A user mentioned in a comment, as resolved by the server when the comment was written. */
export interface CommentMention {
  userId: string;
  name: string;
}

export type CommentTextPart =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'mention'; text: string; userId: string };

/** User names are at most 20 characters (signup), so a mention is too. */
export const MENTION_NAME_MAX = 20;
/** Mentions looked up per comment: more @ signs than this are left as text. */
export const MENTIONS_PER_COMMENT_MAX = 10;

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/giu;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
/** Punctuation that ends a sentence rather than a URL ("https://a.kr/x." or "(https://a.kr)"). */
const TRAILING = new Set([...'.,!?;:\'"…)]}>」』》〉】。、']);
const OPENERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Where a URL found in text really ends: trailing punctuation and unbalanced closers are text. */
function trimUrl(candidate: string): string {
  // The host never holds Hangul: "https://a.kr입니다" is a URL followed by a particle.
  const hostEnd = candidate.slice(8).search(/[/?#]/u);
  const hostPart = hostEnd === -1 ? candidate : candidate.slice(0, hostEnd + 8);
  const hangulInHost = hostPart.search(HANGUL);
  let url = hangulInHost === -1 ? candidate : candidate.slice(0, hangulInHost);
  for (;;) {
    const last = url.at(-1) ?? '';
    if (!TRAILING.has(last)) break;
    const opener = OPENERS[last];
    // A closing bracket that matches one inside the URL belongs to it (Wikipedia's "(disambiguation)").
    if (opener && url.split(opener).length > url.split(last).length - 1) break;
    url = url.slice(0, -1);
  }
  return url;
}

/** The http(s) URLs of a text with their positions; nothing else ever becomes a link. */
function findUrls(text: string): { start: number; end: number; href: string }[] {
  const found: { start: number; end: number; href: string }[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    if (url.length <= 'https://'.length || !isHttpUrl(url)) continue;
    found.push({ start: match.index, end: match.index + url.length, href: url });
  }
  return found;
}

/** An @ starts a mention at the start of the text or after a space or an opening bracket, never inside a word (e-mail addresses). */
function startsMention(text: string, at: number): boolean {
  if (text[at] !== '@') return false;
  if (at === 0) return true;
  return /[\s([{"'「『<]/u.test(text[at - 1] as string);
}

/** The positions of the @ signs that can start a mention, outside URLs, at most MENTIONS_PER_COMMENT_MAX. */
function mentionStarts(text: string, urls: { start: number; end: number }[]): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (urls.some((url) => at >= url.start && at < url.end)) continue;
    if (!startsMention(text, at)) continue;
    starts.push(at);
    if (starts.length === MENTIONS_PER_COMMENT_MAX) break;
  }
  return starts;
}

/**
 * The names an @ may refer to: every prefix of what follows it (up to 20 characters, one line),
 * because Korean writes particles straight after a name (@홍길동님, @홍길동에게). The server looks
 * these up and keeps the longest that names a user.
 */
export function mentionCandidates(text: string): string[] {
  const names = new Set<string>();
  for (const at of mentionStarts(text, findUrls(text))) {
    let prefix = '';
    for (const char of [...text.slice(at + 1)].slice(0, MENTION_NAME_MAX)) {
      if (char === '\n' || char === '@') break;
      prefix += char;
      if (prefix.trim() === prefix) names.add(prefix);
    }
  }
  return [...names];
}

/**
 * The comment as text, link and mention parts, in order. A mention is an @ followed by the
 * longest of the resolved names it continues with; an @ that names nobody stays text.
 */
export function splitCommentText(text: string, mentions: readonly CommentMention[] = []): CommentTextPart[] {
  const urls = findUrls(text);
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const marks: { start: number; end: number; part: CommentTextPart }[] = urls.map((url) => ({
    start: url.start,
    end: url.end,
    part: { type: 'link', text: text.slice(url.start, url.end), href: url.href },
  }));
  if (byLength.length > 0) {
    for (const at of mentionStarts(text, urls)) {
      const mention = byLength.find((m) => m.name !== '' && text.startsWith(m.name, at + 1));
      if (!mention) continue;
      const end = at + 1 + mention.name.length;
      marks.push({ start: at, end, part: { type: 'mention', text: text.slice(at, end), userId: mention.userId } });
    }
  }
  marks.sort((a, b) => a.start - b.start);
  const parts: CommentTextPart[] = [];
  let cursor = 0;
  for (const mark of marks) {
    if (mark.start < cursor) continue;
    if (mark.start > cursor) parts.push({ type: 'text', text: text.slice(cursor, mark.start) });
    parts.push(mark.part);
    cursor = mark.end;
  }
  if (cursor < text.length) parts.push({ type: 'text', text: text.slice(cursor) });
  return parts;
}

/**
 * The @ mention being typed at `caret`, for suggestions: where its @ is and what follows it up to
 * the caret (1–20 characters, no space). Null when the caret is not in one, as after a space.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1 || !startsMention(text, at)) return null;
  const query = before.slice(at + 1);
  if (query.length === 0 || /[\s@]/u.test(query) || [...query].length > MENTION_NAME_MAX) return null;
  return { start: at, query };
}
