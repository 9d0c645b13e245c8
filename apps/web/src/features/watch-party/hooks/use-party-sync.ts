import { hasDrifted } from '@tubesphere/shared/domain/watch-party';
import { useEffect } from 'react';
import type { YoutubePlayer } from '../../../lib/youtube-player-api.ts';
import { type HeardPlayback, positionNow } from '../utils/position-now.ts';

/** How often a page compares its player with the party. */
const CHECK_MS = 1000;

/**
 * Keeps this page's player with the party: plays or pauses as the party does, and moves the
 * video back whenever it is more than two seconds off (a seek by the host, a slow network, a
 * tab that slept).
 */
export function usePartySync(player: YoutubePlayer | null, heard: HeardPlayback, ended: boolean): void {
  useEffect(() => {
    if (!player || ended) return;
    const align = () => {
      const expected = positionNow(heard, performance.now());
      if (hasDrifted(expected, player.getCurrentTime())) player.seekTo(expected, true);
    };
    align();
    if (heard.playback.playing) player.playVideo();
    else player.pauseVideo();
    const timer = window.setInterval(align, CHECK_MS);
    return () => window.clearInterval(timer);
  }, [player, heard, ended]);
}
