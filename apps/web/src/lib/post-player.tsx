import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { YoutubePlayer } from './youtube-player-api.ts';

/**
 * The player of one post, shared by its video block (which plays it), the timestamps in its
 * text and comments (which seek it), the moments strip and the comment box (which read its
 * time). Where a post is shown without its player (a profile's comments), `live` is false and
 * timestamps link to /post/{id}?t=… instead.
 */
export interface PostPlayerState {
  postId: string;
  /** The post's first YouTube video: the one timestamps refer to; null when it has none. */
  videoId: string | null;
  live: boolean;
  /** Whether the player has been asked to play (the poster is replaced by the player). */
  started: boolean;
  /** The second the player opens at when a timestamp starts it. */
  openAt: number | null;
  /** Known once the player is ready; timestamps past it stay text. */
  durationSeconds: number | null;
  /** Bumped on every seek, so the frame scrolls into view again. */
  seekCount: number;
  /** The player is running and can say its time (지금 장면에 댓글). */
  ready: boolean;
  /** A moment chosen on the strip: the thread shows only comments about those 10 seconds. */
  momentFilter: number | null;
  setMomentFilter: (seconds: number | null) => void;
  /** What the page shows right under the player (the moments strip). */
  belowPlayer: ReactNode;
  seek: (seconds: number) => void;
  start: () => void;
  currentSecond: () => number | null;
  attach: (player: YoutubePlayer | null) => void;
}

const PostPlayerContext = createContext<PostPlayerState | null>(null);

export function usePostPlayer(): PostPlayerState | null {
  return useContext(PostPlayerContext);
}

export function PostPlayerProvider({
  postId,
  videoId,
  live,
  belowPlayer = null,
  children,
}: {
  postId: string;
  videoId: string | null;
  live: boolean;
  belowPlayer?: ReactNode;
  children: ReactNode;
}) {
  const player = useRef<YoutubePlayer | null>(null);
  const [started, setStarted] = useState(false);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [durationSeconds, setDuration] = useState<number | null>(null);
  const [seekCount, setSeekCount] = useState(0);
  const [ready, setReady] = useState(false);
  const [momentFilter, setMomentFilter] = useState<number | null>(null);

  const seek = useCallback((seconds: number) => {
    setSeekCount((count) => count + 1);
    const current = player.current;
    if (current) {
      current.seekTo(seconds, true);
      current.playVideo();
      return;
    }
    setOpenAt(seconds);
    setStarted(true);
  }, []);
  const start = useCallback(() => setStarted(true), []);
  const currentSecond = useCallback(() => {
    const time = player.current?.getCurrentTime();
    return typeof time === 'number' && Number.isFinite(time) ? Math.floor(time) : null;
  }, []);
  const attach = useCallback((next: YoutubePlayer | null) => {
    player.current = next;
    setReady(next !== null);
    const duration = next?.getDuration();
    setDuration(duration && Number.isFinite(duration) && duration > 0 ? Math.floor(duration) : null);
  }, []);

  const value = useMemo(
    () => ({
      postId,
      videoId,
      live,
      started,
      openAt,
      durationSeconds,
      seekCount,
      ready,
      momentFilter,
      setMomentFilter,
      belowPlayer,
      seek,
      start,
      currentSecond,
      attach,
    }),
    [
      postId,
      videoId,
      live,
      started,
      openAt,
      durationSeconds,
      seekCount,
      ready,
      momentFilter,
      belowPlayer,
      seek,
      start,
      currentSecond,
      attach,
    ],
  );
  return <PostPlayerContext.Provider value={value}>{children}</PostPlayerContext.Provider>;
}
