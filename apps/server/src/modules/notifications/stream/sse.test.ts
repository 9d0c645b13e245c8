import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseLive } from '../../../db/live-events.ts';
import { notificationEvent, StreamClient, sseEvent, unreadEvent } from './sse.ts';
import { parseLastEventId } from './stream-route.ts';

/** A response whose socket has `buffered` bytes still unsent. */
function fakeResponse(buffered = 0) {
  const written: string[] = [];
  const res = {
    destroyed: false,
    writableEnded: false,
    writableLength: buffered,
    write(chunk: string) {
      written.push(chunk);
      this.writableLength += chunk.length;
      return true;
    },
    end() {
      this.writableEnded = true;
    },
    destroy() {
      this.destroyed = true;
    },
  };
  return { res, written };
}

describe('stream events', () => {
  const notification = {
    id: 9,
    type: 'comment' as const,
    actor: { id: 'user2', name: '홍길동', avatar: null },
    count: 1,
    postId: 'post5',
    commentId: 3,
    text: null,
    postTitle: '제목',
    excerpt: '댓글',
    postHasVideo: false,
    createdAt: '2026-11-25T00:00:00.000Z',
    read: false,
  };

  it('carry only what the contract declares, as a route answer would', () => {
    const leaked = { ...notification, recipientEmail: 'a@example.com' };
    const chunk = notificationEvent(leaked, 2);
    expect(chunk.startsWith('event: notification\nid: 9\n')).toBe(true);
    expect(chunk).not.toContain('recipientEmail');
    expect(JSON.parse(chunk.split('data: ')[1] as string)).toEqual({ notification, unreadCount: 2 });
  });

  it('refuse to send what breaks the contract', () => {
    expect(() => unreadEvent(1.5)).toThrow();
    expect(() => notificationEvent({ ...notification, read: 'no' as unknown as boolean }, 0)).toThrow();
  });
});

describe('a stream client', () => {
  it('writes events without waiting for the reader', () => {
    const { res, written } = fakeResponse();
    const client = new StreamClient(1, 'hash', res as unknown as ServerResponse, 1024);
    expect(client.write(sseEvent('unread', { unreadCount: 3 }))).toBe(true);
    expect(client.write(sseEvent('notification', { a: '줄\n바꿈' }, 7))).toBe(true);
    expect(written).toEqual([
      'event: unread\ndata: {"unreadCount":3}\n\n',
      'event: notification\nid: 7\ndata: {"a":"줄\\n바꿈"}\n\n',
    ]);
  });

  it('cuts a reader whose unsent bytes pass the limit, so nobody waits on it', () => {
    const { res, written } = fakeResponse(1000);
    const client = new StreamClient(1, 'hash', res as unknown as ServerResponse, 1024);
    expect(client.write('x'.repeat(100))).toBe(false);
    expect(res.destroyed).toBe(true);
    expect(client.closed).toBe(true);
    expect(client.write('more')).toBe(false);
    expect(written).toEqual([]);
  });

  it('lets an ended response flush instead of destroying it', () => {
    const { res } = fakeResponse();
    const client = new StreamClient(1, 'hash', res as unknown as ServerResponse, 1024);
    client.end();
    client.destroy();
    expect(res.writableEnded).toBe(true);
    expect(res.destroyed).toBe(false);
  });
});

describe('what crosses between processes', () => {
  it('reads only well-formed events', () => {
    expect(parseLive('{"t":"n","u":3,"n":9}')).toEqual({ t: 'n', u: 3, n: 9 });
    expect(parseLive('{"t":"e","u":3,"k":"abc"}')).toEqual({ t: 'e', u: 3, k: 'abc' });
    expect(parseLive('{"t":"x","h":"abc"}')).toEqual({ t: 'x', h: 'abc' });
    for (const bad of ['', 'null', '[]', '{"t":"n","u":"3","n":9}', '{"t":"c","u":-1}', '{"t":"z"}', '{"t":"x"}']) {
      expect(parseLive(bad), bad).toBeNull();
    }
  });

  it('resumes only from an id the server could have sent', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(['7', '8'])).toBe(7);
    for (const bad of [undefined, '', 'abc', '-1', '1.5', '99999999999', '4294967295']) {
      expect(parseLastEventId(bad), String(bad)).toBeNull();
    }
  });
});
