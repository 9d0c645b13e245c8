import { apiRequest } from '../../../lib/api-client.ts';
import { currentSubscription, pushSupported } from './browser-push.ts';

/** Logging out never waits longer than this on a slow network for the push clean-up. */
const FORGET_TIMEOUT_MS = 3000;

/**
 * Before logging out: this browser stops taking the member's pushes, so whoever uses it next
 * never sees their 쪽지 or notifications. The server forgets the endpoint (DELETE, as the
 * settings page's 삭제 does), and the browser drops the subscription itself; if the DELETE did
 * not get through, the push service now refuses that endpoint and the server's sender deletes
 * it at the next push (410 Gone). Nothing here stops the log-out.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await apiRequest('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    signal: AbortSignal.timeout(FORGET_TIMEOUT_MS),
    background: true,
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
