import type { Comment } from '@tubesphere/shared/contract/comments';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OverflowMenu, type OverflowMenuItem } from '../../../components/overflow-menu.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { isAdmin, useCurrentUser } from '../../auth/index.ts';
import { useBlockUser } from '../../blocks/index.ts';
import { ReportDialog } from '../../reports/index.ts';
import { useDeleteComment } from '../api/delete-comment.ts';

const t = ko.ownContent;

/**
 * ⋯ on a comment: its author edits or deletes it, an admin deletes it, anyone else signed in
 * reports it (신고) or blocks its author (차단하기); deleting asks first.
 */
export function CommentMenu({ comment, onEdit }: { comment: Comment; onEdit: () => void }) {
  const user = useCurrentUser();
  const remove = useDeleteComment(comment.postId);
  const block = useBlockUser();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  if (comment.isDeleted || !user) return null;
  const isAuthor = user.user_id === comment.userId;

  const items: OverflowMenuItem[] = [];
  if (isAuthor) items.push({ label: t.edit, onSelect: onEdit });
  if (isAuthor || isAdmin(user)) items.push({ label: t.delete, danger: true, onSelect: () => setConfirming(true) });
  if (!isAuthor) items.push({ label: ko.reports.menuItem, onSelect: () => setReporting(true) });
  if (!isAuthor && !comment.authorDeleted) {
    items.push({
      label: ko.trust.block.block,
      onSelect: () => block({ userId: comment.userId, name: comment.userName }),
    });
  }

  return (
    <>
      <OverflowMenu label={t.commentMenuLabel(comment.userName)} items={items} />
      <ConfirmDialog
        open={confirming}
        title={t.deleteCommentTitle}
        message={t.deleteCommentConfirm}
        confirmLabel={t.delete}
        onConfirm={() => {
          // Optimistic: the comment leaves at once; a refusal puts it back (delete-comment.ts).
          setConfirming(false);
          remove.mutate(comment.commentId);
        }}
        onClose={() => setConfirming(false)}
      />
      <ReportDialog
        target={reporting ? { targetType: 'comment', targetId: comment.commentId } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
