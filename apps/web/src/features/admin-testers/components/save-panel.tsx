import type { SaveVideoInput } from '@tubesphere/shared/contract/youtube';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveVideos } from '../api/save-videos.ts';
import type { PreviewItem } from '../utils/youtube-preview.ts';
import styles from './testers.module.css';

const t = ko.adminTesters.save;
type VideoItem = Extract<PreviewItem, { kind: 'video' }>;

interface SavePanelProps {
  endpoint: string;
  params: Record<string, string>;
  /** null until a query has run. */
  videos: readonly VideoItem[] | null;
  selected: ReadonlySet<string>;
  onSelect: (keys: Set<string>) => void;
}

const toInput = (v: VideoItem): SaveVideoInput => ({
  videoId: v.videoId ?? '',
  title: v.title,
  description: v.description,
  channelId: v.channelId,
  channelTitle: v.channelTitle,
  thumbnail: v.thumbnail,
  viewCount: v.viewCount ?? undefined,
  likeCount: v.likeCount ?? undefined,
  publishedAt: v.publishedAt,
  ranking: v.ranking,
});

/** Save needs a result and a selection; the saved videos become pending posts. */
export function SavePanel({ endpoint, params, videos, selected, onSelect }: SavePanelProps) {
  const save = useSaveVideos();
  const [localError, setLocalError] = useState<string | null>(null);
  // The result the last save was tried on: its outcome is about that result only, and a new
  // call to the API (a new result) wipes it.
  const [triedOn, setTriedOn] = useState<readonly VideoItem[] | null>(null);
  const current = triedOn === videos;
  const available = (videos ?? []).filter((v) => v.available);

  const submit = () => {
    save.reset();
    setTriedOn(videos);
    if (!videos || videos.length === 0) return setLocalError(t.noData);
    const picked = available.filter((v) => selected.has(v.key));
    if (picked.length === 0) return setLocalError(t.noneSelected);
    setLocalError(null);
    save.mutate({ endpoint, params, videos: picked.map(toInput) });
  };

  const error = current ? (localError ?? (save.isError ? errorMessage(save.error) : null)) : null;
  return (
    <section className={styles.savePanel} aria-labelledby="save-panel-title">
      <div className={styles.saveRow}>
        <h3 id="save-panel-title" className={styles.sectionTitle}>
          {t.heading}
        </h3>
        <span className={styles.hint}>{t.selected(selected.size, available.length)}</span>
      </div>
      <p className={styles.hint}>{t.hint}</p>
      <div className={styles.saveActions}>
        <Button
          variant="secondary"
          size="small"
          disabled={available.length === 0}
          onClick={() => onSelect(new Set(available.map((v) => v.key)))}
        >
          {t.selectAll}
        </Button>
        <Button variant="ghost" size="small" disabled={selected.size === 0} onClick={() => onSelect(new Set())}>
          {t.clearSelection}
        </Button>
        <Button onClick={submit} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t.saving : t.button}
        </Button>
      </div>
      {error && (
        <p className={styles.errorBox} role="alert">
          {error}
        </p>
      )}
      {current && save.isSuccess && (
        <div className={styles.successBox} role="status">
          <span>{save.data.message}</span>
          <Link className={buttonClass('secondary', 'small')} to="/admin/confirm">
            {t.goConfirm}
          </Link>
        </div>
      )}
    </section>
  );
}
