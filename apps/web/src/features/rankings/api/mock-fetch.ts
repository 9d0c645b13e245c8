import { MOCK_DELAY_MS } from '@tubesphere/shared/domain/rankings';

/**
 * The sample-data pages make no network call (spec §2); they answer after the spec's 1 s so the
 * loading state is real. Aborts (a filter changed) stop the timer.
 */
export function mockFetch<T>(build: () => T, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => resolve(build()), MOCK_DELAY_MS);
    signal?.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
