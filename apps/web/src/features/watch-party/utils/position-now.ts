import type { WatchPartyPlayback } from '@tubesphere/shared/contract/watch-parties';

/** The party's state as this page heard it, and when (performance.now()), for its own clock to carry on from. */
export interface HeardPlayback {
  playback: WatchPartyPlayback;
  heardAt: number;
}

/**
 * Where the party's video is now: the server's `position` when it was heard, plus the time since
 * while playing. The server did the clock arithmetic, so a page whose clock is wrong still agrees.
 */
export function positionNow({ playback, heardAt }: HeardPlayback, now: number): number {
  if (!playback.playing) return playback.position;
  return playback.position + Math.max(0, now - heardAt) / 1000;
}
