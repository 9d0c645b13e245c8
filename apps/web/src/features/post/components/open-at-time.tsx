import { parseTimeParam } from '@tubesphere/shared/domain/video-time';
import { useEffect } from 'react';
import { usePostPlayer } from '../../../lib/post-player.tsx';

/** /post/{id}?t=205 (a timestamp followed from elsewhere) opens the post's player at that second. */
export function OpenAtTime({ t }: { t: string | null }) {
  const player = usePostPlayer();
  const seconds = parseTimeParam(t);
  const seek = player?.videoId ? player.seek : null;
  useEffect(() => {
    if (seek && seconds !== null) seek(seconds);
  }, [seek, seconds]);
  return null;
}
