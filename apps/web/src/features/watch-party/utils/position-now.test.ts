import type { WatchPartyPlayback } from '@tubesphere/shared/contract/watch-parties';
import { describe, expect, it } from 'vitest';
import { positionNow } from './position-now.ts';

const playback = (playing: boolean): WatchPartyPlayback => ({
  videoId: 'dQw4w9WgXcQ',
  postId: 'post1',
  title: '영상',
  index: 0,
  playing,
  seconds: 200,
  updatedAt: '2026-11-28T12:00:00.000Z',
  serverTime: '2026-11-28T12:00:05.000Z',
  position: 205,
  anyoneControls: false,
  ended: false,
});

describe('the party position a page keeps', () => {
  it('runs on from what the server said while playing', () => {
    expect(positionNow({ playback: playback(true), heardAt: 1000 }, 3500)).toBe(207.5);
  });
  it('stays put while paused', () => {
    expect(positionNow({ playback: playback(false), heardAt: 1000 }, 90_000)).toBe(205);
  });
});
