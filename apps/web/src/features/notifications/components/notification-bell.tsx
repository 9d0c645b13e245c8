import { Suspense, useEffect, useId, useRef, useState } from 'react';
import icon from '../../../components/header-icon.module.css';
import { Bell as BellIcon } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed } from '../../../lib/lazy-component.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { badgeText } from '../utils/badge-text.ts';

const t = ko.notifications;

/** The panel and its lists load on the first open: every page has the bell, few open it. */
const NotificationPanel = lazyNamed(() =>
  import('./notification-panel.tsx').then((module) => module.NotificationPanel),
);

/**
 * The header's bell (signed in): the unread count as a badge, and the latest notifications in a
 * panel below it. The panel closes on Escape (focus back on the bell), an outside click or
 * opening an entry; Tab moves from the bell into it.
 */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Bell userId={user.user_id} />;
}

function Bell({ userId }: { userId: string }) {
  const unread = useUnreadCount(userId);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = unread.data ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = wrapRef.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={icon.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${icon.icon} ${icon.button}`}
        aria-label={count > 0 ? t.bellUnread(badgeText(count)) : t.bell}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon size={22} />
        {count > 0 && (
          <span className={icon.badge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} userId={userId} anchor={buttonRef} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
