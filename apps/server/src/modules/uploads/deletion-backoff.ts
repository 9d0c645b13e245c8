const MINUTE_MS = 60_000;
/** However long the bucket stays down, a file is tried again at least this often. */
export const DELETION_RETRY_CAP_MS = 6 * 60 * MINUTE_MS;

/**
 * How long to wait after the `attempts`-th failed deletion of a file: a minute, then doubling
 * (2, 4, 8 … minutes) up to six hours, so a short outage is over in minutes and a long one costs
 * a handful of requests a day per file rather than one a minute.
 */
export function deletionRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(MINUTE_MS * 2 ** doublings, DELETION_RETRY_CAP_MS);
}
