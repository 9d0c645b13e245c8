import type { Page } from '@playwright/test';

/**
 * The YouTube IFrame Player API replaced at the network boundary (the test machine is offline):
 * https://www.youtube.com/iframe_api answers with a small player that keeps its time, records
 * every seek in window.__fakeYT and reports ready, playing and ended like the real one.
 */
const FAKE_PLAYER_API = `
(() => {
  const log = (window.__fakeYT = window.__fakeYT || { players: [], seeks: [] });
  function Player(element, options) {
    const frame = document.createElement('iframe');
    frame.setAttribute('data-fake-youtube', options.videoId);
    element.replaceWith(frame);
    const vars = options.playerVars || {};
    const events = options.events || {};
    let time = Number(vars.start || 0);
    const api = {
      videoId: options.videoId,
      seekTo(seconds) { time = seconds; log.seeks.push(seconds); },
      playVideo() { if (events.onStateChange) events.onStateChange({ target: api, data: 1 }); },
      pauseVideo() { if (events.onStateChange) events.onStateChange({ target: api, data: 2 }); },
      getCurrentTime() { return time; },
      getDuration() { return 600; },
      getIframe() { return frame; },
      end() { if (events.onStateChange) events.onStateChange({ target: api, data: 0 }); },
      destroy() { frame.remove(); },
    };
    log.players.push({ videoId: options.videoId, start: time, api });
    setTimeout(() => { if (events.onReady) events.onReady({ target: api }); }, 0);
    return api;
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
`;

export async function installFakeYoutubePlayer(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_PLAYER_API }),
  );
}

/** Every second the page asked the player to seek to, in order. */
export const fakePlayerSeeks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeYT?: { seeks: number[] } }).__fakeYT?.seeks ?? []);

/** The players the page created: which video, from which second. */
export const fakePlayers = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { __fakeYT?: { players: { videoId: string; start: number }[] } }).__fakeYT?.players ?? []
    ).map(({ videoId, start }) => ({ videoId, start })),
  );

/** The newest player reaches its end, as when a video finishes playing. */
export const endFakeVideo = (page: Page) =>
  page.evaluate(() => {
    const players = (window as unknown as { __fakeYT?: { players: { api: { end(): void } }[] } }).__fakeYT?.players;
    players?.at(-1)?.api.end();
  });
