/**
 * The YouTube IFrame Player API (https://developers.google.com/youtube/iframe_api_reference),
 * loaded once, on demand: only when a post page's player starts or a timestamp is clicked. The
 * types cover the few calls we make.
 */

export interface YoutubePlayer {
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  playVideo(): void;
  pauseVideo(): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

export interface YoutubePlayerEvent {
  target: YoutubePlayer;
  data?: number;
}

export interface YoutubePlayerOptions {
  videoId: string;
  host?: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: YoutubePlayerEvent) => void;
    onStateChange?: (event: YoutubePlayerEvent) => void;
    onError?: (event: YoutubePlayerEvent) => void;
  };
}

interface YoutubeNamespace {
  Player: new (element: HTMLElement, options: YoutubePlayerOptions) => YoutubePlayer;
}

declare global {
  interface Window {
    YT?: YoutubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const YOUTUBE_PLAYER_API_URL = 'https://www.youtube.com/iframe_api';
/** The player's state codes (YT.PlayerState). */
export const PLAYER_ENDED = 0;
export const PLAYER_PLAYING = 1;

/** Past this the API counts as unreachable and the page falls back to a plain embed. */
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<YoutubeNamespace> | null = null;

export function loadYoutubePlayerApi(): Promise<YoutubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YoutubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    const timer = window.setTimeout(() => fail(new Error('YouTube player API timed out')), LOAD_TIMEOUT_MS);
    const fail = (error: Error) => {
      window.clearTimeout(timer);
      loading = null;
      reject(error);
    };
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT);
      else fail(new Error('YouTube player API missing'));
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_PLAYER_API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      fail(new Error('YouTube player API failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
