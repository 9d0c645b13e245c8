import type { RankingChannel, RankingVideo } from '@tubesphere/shared/contract/rankings';
import { useCallback, useState } from 'react';
import type { HistoryTarget } from '../api/get-history.ts';
import { HistoryDialog } from '../components/history-dialog.tsx';

/** One history dialog per page, opened from any of its rows. */
export function useHistoryDialog() {
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  const openVideo = useCallback(
    (video: RankingVideo) => setTarget({ kind: 'video', id: video.id, title: video.title }),
    [],
  );
  const openChannel = useCallback(
    (channel: RankingChannel) => setTarget({ kind: 'channel', id: channel.id, title: channel.name }),
    [],
  );
  const dialog = <HistoryDialog target={target} onClose={() => setTarget(null)} />;
  return { openVideo, openChannel, dialog };
}
