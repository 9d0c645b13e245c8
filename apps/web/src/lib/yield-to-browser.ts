/**
 * Ends the current task: the browser may paint and answer input before the rest runs in a new
 * one. Starting the app is several steps of 10–50 ms each on a slow phone; run as one task they
 * blocked the page for up to 200 ms (a long task), in turns none does. A message rather than a
 * timer where scheduler.yield is missing: a background tab holds timers back for up to a second.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
