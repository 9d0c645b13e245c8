import type { WatchPartyAction } from '@tubesphere/shared/contract/watch-parties';
import { formatVideoTime, parseClockInput } from '@tubesphere/shared/domain/video-time';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Pause, Play, SkipForward } from '../../../components/icons.ts';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { YoutubePlayer } from '../../../lib/youtube-player-api.ts';
import { controlParty, setAnyoneControls } from '../api/watch-party.ts';
import { type HeardPlayback, positionNow } from '../utils/position-now.ts';
import styles from './watch-party.module.css';

const t = ko.watchParty;

/** Play, pause, seek and skip for whoever may (the host, or everyone when the host allows); the host's setting. */
export function PartyControls({
  partyId,
  heard,
  canControl,
  isHost,
  hasNext,
  player,
}: {
  partyId: string;
  heard: HeardPlayback;
  canControl: boolean;
  isHost: boolean;
  hasNext: boolean;
  player: YoutubePlayer | null;
}) {
  const [seekText, setSeekText] = useState('');
  const [seekError, setSeekError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seekId = useId();
  const errorId = useId();
  const toggleId = useId();

  if (!canControl) return <p className={styles.hint}>{t.watchingOnly}</p>;
  const { playback } = heard;
  const here = () => player?.getCurrentTime() ?? positionNow(heard, performance.now());

  const send = async (action: WatchPartyAction, seconds?: number) => {
    setBusy(true);
    try {
      await controlParty(partyId, action, seconds);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const seek = (event: FormEvent) => {
    event.preventDefault();
    const seconds = parseClockInput(seekText);
    if (seconds === undefined || seconds === null) {
      setSeekError(t.seekInvalid);
      return;
    }
    setSeekError(null);
    void send('seek', seconds);
  };
  const toggle = async (allowed: boolean) => {
    try {
      await setAnyoneControls(partyId, allowed);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className={styles.controls}>
      <div className={styles.buttons}>
        {playback.playing ? (
          <Button variant="secondary" disabled={busy} onClick={() => void send('pause', here())}>
            <Pause size={18} /> {t.pause}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => void send('play', here())}>
            <Play size={18} /> {t.play}
          </Button>
        )}
        {hasNext && (
          <Button variant="secondary" disabled={busy} onClick={() => void send('next')}>
            {t.next} <SkipForward size={18} />
          </Button>
        )}
        <form className={styles.seek} onSubmit={seek}>
          <label htmlFor={seekId}>{t.seekLabel}</label>
          <input
            id={seekId}
            className={styles.input}
            value={seekText}
            inputMode="numeric"
            placeholder={formatVideoTime(Math.floor(playback.position))}
            aria-invalid={seekError ? true : undefined}
            aria-describedby={seekError ? errorId : undefined}
            onChange={(event) => setSeekText(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="small" disabled={busy}>
            {t.seek}
          </Button>
        </form>
      </div>
      {seekError && (
        <p id={errorId} className={styles.error} role="alert">
          {seekError}
        </p>
      )}
      {isHost && (
        <div className={styles.toggle}>
          <input
            id={toggleId}
            type="checkbox"
            checked={playback.anyoneControls}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <label htmlFor={toggleId}>{t.anyoneControls}</label>
        </div>
      )}
    </div>
  );
}
