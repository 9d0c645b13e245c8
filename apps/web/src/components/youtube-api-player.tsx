import { useEffect, useRef, useState } from 'react';
import { loadYoutubePlayerApi, PLAYER_ENDED, PLAYER_PLAYING, type YoutubePlayer } from '../lib/youtube-player-api.ts';

/**
 * A YouTube player driven through the IFrame Player API, so the page can seek it and read its
 * time. React owns only the wrapper: the API replaces the inner element with its iframe. When the
 * API cannot be loaded (blocked, offline) the plain embed plays instead, still from `start`.
 */
export function YoutubeApiPlayer({
  videoId,
  start,
  end,
  title,
  className,
  fallbackSrc,
  onPlayer,
  onEnded,
}: {
  videoId: string;
  start: number | null;
  end: number | null;
  title: string;
  className?: string;
  fallbackSrc: string;
  onPlayer?: (player: YoutubePlayer | null) => void;
  onEnded?: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest callbacks, without re-creating the player when a parent re-renders.
  const callbacks = useRef({ onPlayer, onEnded });
  callbacks.current = { onPlayer, onEnded };

  useEffect(() => {
    const wrapper = host.current;
    if (!wrapper || failed) return;
    let player: YoutubePlayer | null = null;
    let cancelled = false;
    const target = document.createElement('div');
    wrapper.append(target);
    loadYoutubePlayerApi().then(
      (YT) => {
        if (cancelled) return;
        player = new YT.Player(target, {
          videoId,
          host: 'https://www.youtube-nocookie.com',
          width: '100%',
          height: '100%',
          playerVars: {
            autoplay: 1,
            playsinline: 1,
            rel: 0,
            ...(start ? { start } : {}),
            ...(end ? { end } : {}),
          },
          events: {
            onReady: (event) => callbacks.current.onPlayer?.(event.target),
            onStateChange: (event) => {
              // The length is often known only once playback begins.
              if (event.data === PLAYER_PLAYING) callbacks.current.onPlayer?.(event.target);
              if (event.data === PLAYER_ENDED) callbacks.current.onEnded?.();
            },
          },
        });
        const frame = wrapper.querySelector('iframe');
        frame?.setAttribute('title', title);
        frame?.setAttribute(
          'allow',
          'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
        );
        frame?.setAttribute('allowfullscreen', '');
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      callbacks.current.onPlayer?.(null);
      player?.destroy();
      wrapper.replaceChildren();
    };
  }, [videoId, start, end, title, failed]);

  if (failed) {
    return (
      <iframe
        className={className}
        src={fallbackSrc}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return <div ref={host} className={className} data-youtube-player={videoId} />;
}
