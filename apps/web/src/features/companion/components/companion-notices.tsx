import { createElement, Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-component.ts';
import { useRewardEvents } from '../../../lib/reward-events.ts';
import { type CompanionNotice, noticesFor } from '../utils/notices.ts';

// The last reward whose notices were queued: shared by every mount, so a reward that arrived
// while no page showed notices still shows once when one mounts, and never twice.
let handledSequence = 0;

// Most visits bring no level-up: the dialog's code (portrait, part icons) loads with the first notice.
const LazyNoticeDialog = lazyNamed(() =>
  import('./companion-notice-dialog.tsx').then((module) => module.CompanionNoticeDialog),
);

/** Level-up and unlock notices (docs/product.md#companion), one at a time; the home page mounts this once. */
export function CompanionNotices() {
  const [queue, setQueue] = useState<CompanionNotice[]>([]);

  useEffect(() => {
    const take = ({ latest, sequence }: { latest: Parameters<typeof noticesFor>[0]; sequence: number }) => {
      if (sequence <= handledSequence) return;
      handledSequence = sequence;
      const next = noticesFor(latest);
      if (next.length > 0) setQueue((current) => [...current, ...next]);
    };
    take(useRewardEvents.getState());
    return useRewardEvents.subscribe(take);
  }, []);

  const current = queue[0];
  if (!current) return null;
  const close = () => setQueue((rest) => rest.slice(1));
  return createElement(Suspense, { fallback: null }, createElement(LazyNoticeDialog, { current, close }));
}
