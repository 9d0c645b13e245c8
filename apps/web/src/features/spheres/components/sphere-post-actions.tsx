import type { Post } from '@tubesphere/shared/contract/posts';
import { createElement, type ReactNode, Suspense, useState } from 'react';
import type { OverflowMenuItem } from '../../../components/overflow-menu.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed } from '../../../lib/lazy-component.ts';
import { useSphereAction } from '../api/sphere-action.ts';
import { LazyBanDialog } from './lazy-ban-dialog.ts';
import { useStaffSphere } from './sphere-staff-context.tsx';

// Every post card on every page mounts a menu, but only a sphere's 운영진 open these dialogs:
// their code loads when one is first opened, not with the feed.
const LazyHideDialog = lazyNamed(() => import('./hide-post-dialog.tsx').then((module) => module.HidePostDialog));

const t = ko.sphereStaff.post;

/**
 * The 운영진's items for a post's ⋯ menu on their sphere's page — 공지 고정/해제, 스피어에서
 * 숨기기, 글쓴이 활동 제한 — and the dialogs they open. Nothing for anyone else or elsewhere.
 */
export function useSpherePostActions(
  post: Pick<Post, 'postId' | 'userId' | 'userName'> & { sphereId?: number | null },
): {
  items: OverflowMenuItem[];
  dialogs: ReactNode;
} {
  const sphere = useStaffSphere();
  const action = useSphereAction();
  const [hiding, setHiding] = useState(false);
  const [banning, setBanning] = useState(false);
  if (!sphere || !sphere.canModerate || post.sphereId !== sphere.id) return { items: [], dialogs: null };

  const pinned = sphere.pinned.some((pin) => pin.postId === post.postId);
  const isStaff = sphere.staff.some((member) => member.userId === post.userId);
  const pin = () =>
    action.mutate(
      pinned
        ? { path: `/api/spheres/${sphere.id}/pins/${post.postId}`, method: 'DELETE', fallbackError: t.failed }
        : {
            path: `/api/spheres/${sphere.id}/pins`,
            method: 'POST',
            body: { postId: post.postId },
            fallbackError: t.failed,
          },
      {
        onSuccess: () => toast.success(pinned ? t.unpinned : t.pinned),
        onError: (error) => toast.error(error.message || t.failed),
      },
    );
  const items: OverflowMenuItem[] = [
    { label: pinned ? t.unpin : t.pin, onSelect: pin },
    { label: t.hide, danger: true, onSelect: () => setHiding(true) },
  ];
  if (!isStaff) items.push({ label: t.ban, danger: true, onSelect: () => setBanning(true) });
  return {
    items,
    dialogs: (
      <>
        {hiding &&
          createElement(
            Suspense,
            { fallback: null },
            createElement(LazyHideDialog, {
              sphereId: sphere.id,
              postId: post.postId,
              onClose: () => setHiding(false),
            }),
          )}
        {banning &&
          createElement(
            Suspense,
            { fallback: null },
            createElement(LazyBanDialog, {
              sphereId: sphere.id,
              target: { userId: post.userId, name: post.userName },
              onClose: () => setBanning(false),
            }),
          )}
      </>
    ),
  };
}
