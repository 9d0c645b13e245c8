import type { WatchPartyResponse } from '@tubesphere/shared/contract/watch-parties';
import { youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';
import { Suspense, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { lazyNamed } from '../../../lib/lazy-component.ts';
import type { YoutubePlayer } from '../../../lib/youtube-player-api.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { usePartyStream } from '../hooks/use-party-stream.ts';
import { usePartySync } from '../hooks/use-party-sync.ts';
import { positionNow } from '../utils/position-now.ts';
import { PartyChat } from './party-chat.tsx';
import { PartyControls } from './party-controls.tsx';
import { PartyEnded } from './party-ended.tsx';
import { PartyPeople } from './party-people.tsx';
import styles from './watch-party.module.css';

const t = ko.watchParty;

// The post and playlist pages carry the 같이 보기 button, and with it this feature: the player's
// code loads only when a party is opened.
const YoutubeApiPlayer = lazyNamed(() =>
  import('../../../components/youtube-api-player.tsx').then((module) => module.YoutubeApiPlayer),
);

export function PartyRoom({ party }: { party: WatchPartyResponse }) {
  const user = useCurrentUser();
  const live = usePartyStream(party);
  const [player, setPlayer] = useState<YoutubePlayer | null>(null);
  const { playback } = live.heard;
  const videoKey = `${playback.index}:${playback.videoId}`;
  // Where a new video's player opens: the party's position as it appears, kept for that video.
  const [opening, setOpening] = useState({ key: videoKey, at: Math.floor(positionNow(live.heard, performance.now())) });
  if (opening.key !== videoKey)
    setOpening({ key: videoKey, at: Math.floor(positionNow(live.heard, performance.now())) });
  usePartySync(player, live.heard, live.ended);

  if (live.ended) return <PartyEnded />;
  const isHost = user?.user_id === party.hostId;
  const canControl = isHost || (user !== null && playback.anyoneControls);
  const total = party.items.length;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.title(playback.title)}</h1>
        <p className={styles.meta}>
          {t.hostedBy(party.hostName)}
          {total > 1 && ` · ${t.nowPlaying(playback.index + 1, total)}`} ·{' '}
          <Link to={`/post/${playback.postId}`}>{ko.playlists.openPost}</Link>
          <span className={styles.status} aria-live="polite">
            {' '}
            · {live.connected ? t.live : t.reconnecting}
          </span>
        </p>
      </header>
      <div className={styles.layout}>
        <section className={styles.playerColumn} aria-label={playback.title}>
          <div className={styles.frame}>
            <Suspense>
              <YoutubeApiPlayer
                key={videoKey}
                className={styles.player}
                videoId={playback.videoId}
                start={opening.at}
                end={null}
                title={playback.title}
                fallbackSrc={youtubeEmbedUrl(playback.videoId, { start: opening.at, end: null })}
                onPlayer={setPlayer}
              />
            </Suspense>
          </div>
          <PartyControls
            partyId={party.id}
            heard={live.heard}
            canControl={canControl}
            isHost={isHost}
            hasNext={playback.index + 1 < total}
            player={player}
          />
          <PartyPeople partyId={party.id} hostId={party.hostId} people={live.people} />
        </section>
        <PartyChat partyId={party.id} chat={live.chat} canChat={user !== null} />
      </div>
    </div>
  );
}
