import { describe, expect, it } from 'vitest';
import { BoundedQueue, QueueFullError } from './bounded-queue.ts';

const deferred = () => {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks, queues `maxWaiting` more and refuses the rest at once', async () => {
    const queue = new BoundedQueue(2, 3);
    const gates = Array.from({ length: 6 }, deferred);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      queue
        .run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          started.push(i);
          await gate.promise;
          running -= 1;
          return i;
        })
        .catch((error: unknown) => error),
    );
    await Promise.resolve();
    expect(queue.load).toEqual({ active: 2, waiting: 3 });
    expect(await results[5]).toBeInstanceOf(QueueFullError);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot of a task that failed', async () => {
    const queue = new BoundedQueue(1, 0);
    const failing = deferred();
    const first = queue.run(() => failing.promise).catch((error: unknown) => error);
    await expect(queue.run(async () => 'refused')).rejects.toBeInstanceOf(QueueFullError);
    failing.reject(new Error('boom'));
    expect(await first).toBeInstanceOf(Error);
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a task that waited longer than maxWaitMs, and keeps the order of the others', async () => {
    const queue = new BoundedQueue(1, 5, 50);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const late = queue.run(async () => 'never').catch((error: unknown) => error);
    expect(await late).toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ active: 1, waiting: 0 });
    const next = queue.run(async () => 'next');
    gate.resolve();
    await first;
    expect(await next).toBe('next');
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('BoundedQueue with urgent tasks', () => {
  it('starts urgent tasks before ordinary ones that waited longer', async () => {
    const queue = new BoundedQueue(1, 5);
    const gate = deferred();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      return name;
    };
    const first = queue.run(() => gate.promise);
    const ordinary = queue.run(task('ordinary'));
    const urgent = queue.run(task('urgent'), { urgent: true });
    gate.resolve();
    await Promise.all([first, ordinary, urgent]);
    expect(started).toEqual(['urgent', 'ordinary']);
  });

  it('takes the place of the last ordinary task when full, and is refused only among urgent ones', async () => {
    const queue = new BoundedQueue(1, 2);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const early = queue.run(async () => 'early').catch((error: unknown) => error);
    const late = queue.run(async () => 'late').catch((error: unknown) => error);
    const member = queue.run(async () => 'member', { urgent: true });
    expect(await late).toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ active: 1, waiting: 2 });
    const second = queue.run(async () => 'second member', { urgent: true });
    // Full of urgent and earlier ordinary work: the early ordinary task gives way, then nothing does.
    expect(await early).toBeInstanceOf(QueueFullError);
    await expect(queue.run(async () => 'third', { urgent: true })).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await member).toBe('member');
    expect(await second).toBe('second member');
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });
});
