import { useState } from 'react';
import { OverflowMenuTrigger } from '../../../components/overflow-menu-trigger.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed, optionalPiece } from '../../../lib/lazy-component.ts';
import { useCurrentUser } from '../../auth/index.ts';
import type { MenuPost } from './post-menu.tsx';

const loadPostMenu = () => import('./post-menu.tsx');
const LazyPostMenu = lazyNamed(() => loadPostMenu().then((module) => module.PostMenu));

/**
 * ⋯ on a post for whoever is signed in; guests see no button. Every card has one, few are opened:
 * the menu's items and the dialogs behind them (report, block, delete) load when one is first
 * pointed at, focused or opened, and the menu then opens where the key or click asked.
 */
export function PostOwnerMenu({ post, onDeleted }: { post: MenuPost; onDeleted?: () => void }) {
  const user = useCurrentUser();
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (!user) return null;
  const label = ko.ownContent.postMenuLabel;
  if (openAt === null) return <OverflowMenuTrigger label={label} onOpen={setOpenAt} onWarm={warm} />;
  // Until its code is here (or if it cannot come: a deploy replaced it), the button stays.
  return optionalPiece(LazyPostMenu, { post, onDeleted, openAt }, <OverflowMenuTrigger label={label} expanded />);
}

const warm = () => {
  void loadPostMenu().catch(() => undefined);
};
