import type { VideoBlock } from '@tubesphere/shared/contract/blocks';
import { parseVideoBlockUrl, youtubeEmbedUrl } from '@tubesphere/shared/domain/video-url';
import { useId } from 'react';
import { ClipRangeFields } from '../../../components/clip-range-fields.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import styles from './block-fields.module.css';

const t = ko.editor.video;

/** A video block: YouTube, Vimeo, Dailymotion or MP4/WebM/OGG, shown as it will play. */
export function VideoBlockEditor({ block, onChange }: { block: VideoBlock; onChange: (patch: BlockPatch) => void }) {
  const hintId = useId();
  const url = block.url ?? '';
  const parsed = url.trim() ? parseVideoBlockUrl(url) : null;
  // The complaint waits until typing pauses; a pasted link is judged at once.
  const settled = useDebouncedValue(url, 500) === url;
  const invalid = parsed !== null && !parsed.ok && settled;
  const video = parsed?.ok ? parsed.video : null;

  return (
    <div className={styles.stack}>
      <label className={styles.field}>
        <span className={styles.label}>{t.label}</span>
        <input
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          placeholder={t.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = parseVideoBlockUrl(event.target.value);
            // A pasted link's own t= and end= fill 구간 공유; the fields then decide.
            const times = next.ok ? { start: next.video.start, end: next.video.end } : { start: null, end: null };
            onChange({ url: event.target.value, embedUrl: next.ok ? next.video.embedUrl : '', ...times });
          }}
        />
      </label>
      <p id={hintId} className={invalid ? styles.error : styles.hint} aria-live="polite">
        {invalid && !parsed.ok ? parsed.error : t.hint}
      </p>
      {video && (
        <div className={styles.videoFrame}>
          {video.provider === 'file' ? (
            // biome-ignore lint/a11y/useMediaCaption: shared clips come without caption tracks
            <video className={styles.player} src={video.embedUrl} controls preload="metadata" />
          ) : (
            <iframe
              className={styles.player}
              src={video.embedUrl}
              title={t.playerTitle}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          )}
        </div>
      )}
      {video?.provider === 'youtube' && (
        <ClipRangeFields
          value={block}
          onChange={(range) => onChange({ ...range, embedUrl: youtubeEmbedUrl(video.id, range) })}
        />
      )}
      {video && (
        <label className={styles.field}>
          <span className={styles.label}>{t.caption}</span>
          <input
            className={styles.input}
            value={block.caption ?? ''}
            maxLength={500}
            placeholder={t.captionPlaceholder}
            onChange={(event) => onChange({ caption: event.target.value })}
          />
        </label>
      )}
    </div>
  );
}
