import { formatDate, timeAgo } from '@tubesphere/shared/domain/format';
import { useState, useSyncExternalStore } from 'react';
import { useRenderedAt } from '../lib/render-clock.tsx';

const subscribe = () => () => {};

/**
 * "3분 전", with the full date on hover. What the server rendered counts from the server's render
 * time — also while the browser hydrates it, even much later (a screen that loaded lazily), so
 * both say the same — and anything the browser renders itself from the moment it appears. A leaf
 * of its own: only this re-renders once hydrated (React re-reads the store outside hydration).
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const renderedAt = useRenderedAt();
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [now] = useState(() => (hydrating && renderedAt !== null ? renderedAt : Date.now()));
  return (
    <time className={className} dateTime={date} title={formatDate(date)}>
      {timeAgo(date, new Date(now))}
    </time>
  );
}
