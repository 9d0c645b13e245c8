import icon from '../../../components/header-icon.module.css';
import { Mail } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { badgeText } from '../../../lib/badge-text.ts';
import { useUnreadMessages } from '../api/unread.ts';

const t = ko.messages;

/** The header's envelope (signed in): 쪽지함, with the unread count as the bell shows its own. */
export function MessageEnvelope({ userId }: { userId: string }) {
  const unread = useUnreadMessages(userId);
  const count = unread.data ?? 0;
  return (
    <Link
      to="/messages"
      className={`${icon.icon} ${icon.link}`}
      aria-label={count > 0 ? t.envelopeUnread(badgeText(count)) : t.envelope}
    >
      <Mail size={22} />
      {count > 0 && (
        <span className={icon.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
