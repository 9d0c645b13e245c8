import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, refetchAfterWrite } from './query-client.ts';

describe('refetchAfterWrite', () => {
  it('replaces a first load that was still in flight when the write happened', async () => {
    const client = createQueryClient();
    let calls = 0;
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['character', 'profile', 'user1'],
      queryFn: () => {
        calls += 1;
        return new Promise<string>((resolve) => answers.push(resolve));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(calls).toBe(1);

    // The write lands while the first answer (read before it) is on its way.
    const refreshed = refetchAfterWrite(client, ['character']);
    answers[0]?.('before the write');
    await vi.waitFor(() => expect(calls).toBe(2));
    answers[1]?.('after the write');
    await refreshed;
    expect(client.getQueryData(['character', 'profile', 'user1'])).toBe('after the write');
    unsubscribe();
  });
});
