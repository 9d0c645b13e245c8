import type { Post } from '@tubesphere/shared/contract/posts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OverflowMenu, type OverflowMenuItem } from '../../../components/overflow-menu.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { usePostMenuExtras } from '../../../lib/post-menu-extras.ts';
import { isAdmin, useCurrentUser } from '../../auth/index.ts';
import { useBlockUser } from '../../blocks/index.ts';
import { ReportDialog } from '../../reports/index.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useToggleBookmark } from '../api/toggle-bookmark.ts';

const t = ko.ownContent;

export type MenuPost = Pick<Post, 'postId' | 'userId' | 'userName' | 'isBookmarked' | 'authorDeleted'> & {
  sphereId?: number | null;
};

/**
 * The ⋯ menu of a post and the dialogs its items open (post-owner-menu.tsx loads it on first
 * use): anyone saves it (스크랩), its author edits and deletes it, an admin (moderation) deletes
 * it, everyone else may report it (신고) or block its author (차단하기); on a sphere's page its
 * 운영진 also pin, hide and ban from here. Deleting asks first.
 */
export function PostMenu({
  post,
  onDeleted,
  openAt,
}: {
  post: MenuPost;
  onDeleted?: () => void;
  /** The item the first open focuses (OverflowMenu's initialOpenAt). */
  openAt: number;
}) {
  const user = useCurrentUser();
  const sphereActions = usePostMenuExtras(post);
  const navigate = useNavigate();
  const remove = useDeletePost();
  const bookmark = useToggleBookmark();
  const block = useBlockUser();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  if (!user) return null;
  const isAuthor = user.user_id === post.userId;

  const items: OverflowMenuItem[] = [
    {
      label: post.isBookmarked ? ko.engagement.bookmark.unsave : ko.engagement.bookmark.save,
      onSelect: () => bookmark.mutate({ postId: post.postId, save: !post.isBookmarked }),
    },
  ];
  if (isAuthor) items.push({ label: t.edit, onSelect: () => navigate(`/post/${post.postId}/edit`) });
  if (isAuthor || isAdmin(user)) items.push({ label: t.delete, danger: true, onSelect: () => setConfirming(true) });
  if (!isAuthor) items.push({ label: ko.reports.menuItem, onSelect: () => setReporting(true) });
  if (!isAuthor && !post.authorDeleted) {
    items.push({ label: ko.trust.block.block, onSelect: () => block({ userId: post.userId, name: post.userName }) });
  }
  items.push(...sphereActions.items);

  const confirmDelete = () =>
    remove.mutate(post.postId, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted?.();
      },
    });

  return (
    <>
      <OverflowMenu label={t.postMenuLabel} items={items} initialOpenAt={openAt} />
      {sphereActions.dialogs}
      <ConfirmDialog
        open={confirming}
        title={t.deletePostTitle}
        message={t.deletePostConfirm}
        confirmLabel={t.delete}
        busyLabel={t.deleting}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
      <ReportDialog
        target={reporting ? { targetType: 'post', targetId: post.postId } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
