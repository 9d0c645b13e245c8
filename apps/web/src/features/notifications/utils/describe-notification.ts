import type { Notification } from '@tubesphere/shared/contract/notifications';
import { formatNumber } from '@tubesphere/shared/domain/format';
import * as ko from '../../../i18n/ko/index.ts';

const t = ko.notifications;

export interface NotificationView {
  /** What happened, in one sentence. */
  message: string;
  /** What it is about: the comment's start, the post's title, an admin's reason. */
  detail: string | null;
  /** Where opening it goes; null when there is nothing to open. */
  href: string | null;
  /**
   * The post whose video the times in `detail` (a quoted comment: "3:25 여기") open at; null when
   * the detail quotes nothing or the post has no YouTube video.
   */
  timesOf: string | null;
}

const postHref = (n: Notification) => (n.postId ? `/post/${encodeURIComponent(n.postId)}` : null);

/** The post, scrolled to the comment (the post page highlights `#comment-{id}`). */
const commentHref = (n: Notification) => {
  const post = postHref(n);
  return post && n.commentId !== null ? `${post}#comment-${n.commentId}` : post;
};

const quote = (n: Notification) => (n.excerpt ? t.detail.quote(n.excerpt) : t.detail.commentGone);
const postTitle = (n: Notification) => (n.postTitle ? t.detail.post(n.postTitle) : null);

/** The Korean sentence, the second line and the link of a notification. */
export function describeNotification(n: Notification): NotificationView {
  const view = describeWhat(n);
  const quotesComment = n.excerpt !== null && view.detail === quote(n);
  return { ...view, timesOf: quotesComment && n.postHasVideo ? n.postId : null };
}

function describeWhat(n: Notification): Omit<NotificationView, 'timesOf'> {
  const name = n.actor?.name ?? '';
  switch (n.type) {
    case 'comment':
      return { message: t.message.comment(name), detail: quote(n), href: commentHref(n) };
    case 'reply':
      return { message: t.message.reply(name), detail: quote(n), href: commentHref(n) };
    case 'mention':
      // Without a comment, the mention is in the post's own text.
      return n.commentId === null
        ? { message: t.message.mentionInPost(name), detail: postTitle(n), href: postHref(n) }
        : { message: t.message.mention(name), detail: quote(n), href: commentHref(n) };
    case 'post_liked':
      return {
        message: n.count > 1 ? t.message.postLikedMany(name, formatNumber(n.count - 1)) : t.message.postLiked(name),
        detail: postTitle(n),
        href: postHref(n),
      };
    case 'comment_liked':
      return {
        message:
          n.count > 1 ? t.message.commentLikedMany(name, formatNumber(n.count - 1)) : t.message.commentLiked(name),
        detail: quote(n),
        href: commentHref(n),
      };
    case 'new_post':
      return { message: t.message.newPost(name), detail: postTitle(n), href: postHref(n) };
    case 'post_confirmed':
      return { message: t.message.postConfirmed, detail: postTitle(n), href: postHref(n) };
    case 'level_up':
      return { message: t.message.levelUp(n.text ?? ''), detail: null, href: '/character' };
    case 'part_unlocked':
      return {
        message: t.message.partUnlocked(formatNumber(n.count)),
        detail: n.text ? t.detail.parts(n.text) : null,
        href: '/character',
      };
    case 'post_rejected':
      return {
        message: t.message.postRejected,
        detail: n.text ? t.detail.reason(n.text) : postTitle(n),
        href: postHref(n),
      };
    case 'post_hidden':
      return {
        message: t.message.postHidden,
        detail: n.text ? t.detail.reason(n.text) : postTitle(n),
        href: postHref(n),
      };
    case 'post_restored':
      return n.commentId === null
        ? { message: t.message.postRestored, detail: postTitle(n), href: postHref(n) }
        : { message: t.message.commentRestored, detail: quote(n), href: commentHref(n) };
    case 'report_resolved':
      return {
        message: t.message.reportResolved,
        detail: n.text ? t.detail.outcome(n.text) : null,
        href: commentHref(n),
      };
  }
}

/** Types that a page already announces itself (the companion's level-up notice): no toast for them. */
export const ANNOUNCED_ELSEWHERE: ReadonlySet<Notification['type']> = new Set(['level_up', 'part_unlocked']);
