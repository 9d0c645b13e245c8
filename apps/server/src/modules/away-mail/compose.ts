import { DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import type { AwayMailKind } from '@tubesphere/shared/contract/away-mail';
import { PUSH_TEXTS } from '@tubesphere/shared/contract/push';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import { type MailGroup, type NewMail, renderMail } from '../mail/index.ts';
import type { DigestPost } from './digest-repository.ts';
import type { Recipient } from './sent-repository.ts';
import type { UnreadItem } from './unread-repository.ts';

const QUOTE_MAX = 60;
const quote = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat;
};

/** Group headings of the unread-notifications mail, in the order they are listed. */
const UNREAD_GROUPS: { heading: string; types: string[] }[] = [
  { heading: '댓글과 답글', types: ['comment', 'reply', 'mention'] },
  { heading: '좋아요', types: ['post_liked', 'comment_liked'] },
  { heading: '새 글', types: ['new_post'] },
  {
    heading: '게시글 검토와 신고',
    types: ['post_confirmed', 'post_rejected', 'post_hidden', 'post_restored', 'report_resolved'],
  },
  { heading: '컴패니언', types: ['level_up', 'part_unlocked'] },
];
const OTHER_HEADING = '그 밖의 알림';

/** The List-Unsubscribe pair of RFC 8058: one POST to the link turns this kind of mail off. */
export function unsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${origin}/api/mail/unsubscribe?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(origin: string, token: string, kind: AwayMailKind) {
  const what = kind === 'weekly-digest' ? '주간 소식 메일' : '읽지 않은 알림 메일';
  return [
    { text: `${what}은 설정에서 켜신 분께만 보냅니다. 메일 설정 바꾸기`, url: `${origin}/settings#notifications` },
    { text: `${what} 수신 거부`, url: `${origin}/unsubscribe?token=${token}` },
  ];
}

const postUrl = (origin: string, postId: number) => `${origin}/post/${toWirePostId(postId)}`;

export function digestMail(origin: string, to: Recipient, posts: DigestPost[], token: string): NewMail {
  const entries = posts.map((post) => ({
    text: `[${post.sphereName}] ${quote(post.title) || quote(post.content) || '제목 없는 글'} · 좋아요 ${post.likeCount} · 댓글 ${post.commentCount}`,
    url: postUrl(origin, post.postId),
  }));
  const content = renderMail({
    subject: '이번 주 내 스피어 인기 글',
    lines: [`${to.name}님, 지난주 회원님의 스피어에서 가장 사랑받은 글을 모았습니다.`],
    groups: [{ heading: '지난주 인기 글', entries }],
    action: { label: '튜브스피어에서 더 보기', url: `${origin}/` },
    footer: footer(origin, token, 'weekly-digest'),
  });
  return { to: to.email, kind: 'weekly-digest', ...content, headers: unsubscribeHeaders(origin, token) };
}

function unreadEntry(origin: string, item: UnreadItem) {
  const texts = PUSH_TEXTS as unknown as Record<string, (name: string, count: number, text: string) => string>;
  const name = item.actorName ?? DELETED_USER_NAME;
  const sentence = (texts[item.type] ?? PUSH_TEXTS.other)(name, item.count, item.text ?? '');
  const about = quote(item.postTitle);
  const url =
    item.postId !== null
      ? postUrl(origin, item.postId)
      : item.type === 'level_up' || item.type === 'part_unlocked'
        ? `${origin}/character`
        : `${origin}/notifications`;
  return { text: about ? `${sentence} — ${about}` : sentence, url };
}

/** The unread notifications grouped by what they are about, each with its link. */
export function groupUnread(origin: string, items: UnreadItem[]): MailGroup[] {
  const known = new Set(UNREAD_GROUPS.flatMap((group) => group.types));
  const groups = UNREAD_GROUPS.map((group) => ({
    heading: group.heading,
    entries: items.filter((item) => group.types.includes(item.type)).map((item) => unreadEntry(origin, item)),
  }));
  groups.push({
    heading: OTHER_HEADING,
    entries: items.filter((item) => !known.has(item.type)).map((item) => unreadEntry(origin, item)),
  });
  return groups.filter((group) => group.entries.length > 0);
}

export function unreadMail(origin: string, to: Recipient, items: UnreadItem[], token: string): NewMail {
  const content = renderMail({
    subject: `읽지 않은 알림 ${items.length}개`,
    lines: [`${to.name}님, 하루가 지나도록 확인하지 않은 알림이 ${items.length}개 있습니다.`],
    groups: groupUnread(origin, items),
    action: { label: '알림 모두 보기', url: `${origin}/notifications` },
    footer: footer(origin, token, 'unread-notifications'),
  });
  return { to: to.email, kind: 'unread-notifications', ...content, headers: unsubscribeHeaders(origin, token) };
}
