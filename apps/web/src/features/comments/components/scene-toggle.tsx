import { formatVideoTime } from '@tubesphere/shared/domain/video-time';
import { useId } from 'react';
import { Clock } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { usePostPlayer } from '../../../lib/post-player.tsx';
import styles from './comments.module.css';

const t = ko.video.scene;

/**
 * 지금 장면에 댓글: pressed, the comment keeps the second the post's player is at now. Only on a
 * post with a YouTube video; usable once the player runs (the hint says so until then).
 */
export function SceneToggle({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (seconds: number | null) => void;
  disabled: boolean;
}) {
  const player = usePostPlayer();
  const hintId = useId();
  if (!player?.live || !player.videoId) return null;
  const pressed = value !== null;
  return (
    <>
      <button
        type="button"
        className={`${styles.sceneButton} ${pressed ? styles.scenePressed : ''}`}
        aria-pressed={pressed}
        aria-describedby={player.ready ? undefined : hintId}
        disabled={disabled || (!player.ready && !pressed)}
        onClick={() => onChange(pressed ? null : player.currentSecond())}
      >
        <Clock size={16} aria-hidden="true" />
        {pressed ? t.pressedLabel(formatVideoTime(value)) : t.button}
      </button>
      {!player.ready && (
        <span id={hintId} className="visually-hidden">
          {t.notReady}
        </span>
      )}
    </>
  );
}
