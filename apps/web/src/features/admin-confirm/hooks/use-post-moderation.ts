import { useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useHidePost } from '../api/hide-post.ts';
import { useRejectPosts } from '../api/reject-posts.ts';
import { useRestorePost } from '../api/restore-post.ts';
import type { ReasonRequest } from '../components/reason-dialog.tsx';

const t = ko.moderationAdmin.posts;

export type PostModerationAction = 'reject' | 'hide' | 'restore';

/**
 * 반려, 숨김 and 복원 for the confirm list and the post detail: reject and hide ask for the
 * author-facing reason first (the ReasonDialog this returns the request for), restore acts at once.
 */
export function usePostModeration(onDone?: (postIds: string[]) => void) {
  const reject = useRejectPosts();
  const hide = useHidePost();
  const restore = useRestorePost();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const close = () => setRequest(null);

  const moderate = (postIds: string[], action: PostModerationAction) => {
    const [first] = postIds;
    if (!first) return;
    if (action === 'restore') {
      restore.mutate(first, { onSuccess: () => onDone?.([first]) });
      return;
    }
    if (action === 'reject') {
      setRequest({
        title: t.rejectTitle(postIds.length),
        help: t.rejectHelp,
        confirmLabel: t.reject,
        onConfirm: (reason) =>
          reject.mutate(
            { postIds, reason },
            {
              onSuccess: () => onDone?.(postIds),
              onSettled: close,
            },
          ),
      });
      return;
    }
    setRequest({
      title: t.hideTitle,
      help: t.hideHelp,
      confirmLabel: t.hide,
      onConfirm: (reason) =>
        hide.mutate({ postId: first, reason }, { onSuccess: () => onDone?.([first]), onSettled: close }),
    });
  };

  const busyIds = new Set<string>([
    ...(reject.isPending ? (reject.variables?.postIds ?? []) : []),
    ...(hide.isPending && hide.variables ? [hide.variables.postId] : []),
    ...(restore.isPending && restore.variables ? [restore.variables] : []),
  ]);
  return {
    moderate,
    request,
    close,
    busy: reject.isPending || hide.isPending || restore.isPending,
    busyIds,
  };
}
