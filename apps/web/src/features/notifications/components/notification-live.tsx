import { useCurrentUser } from '../../auth/index.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';

/** Keeps this tab's live notification stream open while someone is signed in; renders nothing. */
export function NotificationLive() {
  const user = useCurrentUser();
  useNotificationStream(user?.user_id ?? null);
  return null;
}
