import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
  PLAYLIST_VISIBILITIES,
  type PlaylistVisibility,
} from '@tubesphere/shared/contract/playlists';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useJoinedSpheres } from '../../spheres/index.ts';
import styles from './playlist-form.module.css';

const t = ko.playlists.edit;

export interface PlaylistDetails {
  title: string;
  description: string;
  visibility: PlaylistVisibility;
  sphereId: number | null;
}

/** 제목, 설명, 공개 범위 and 스피어 (one of the spheres I belong to, or none) of a new or existing list. */
export function PlaylistDetailsForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
}: {
  initial: PlaylistDetails;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (details: PlaylistDetails) => void;
}) {
  const user = useCurrentUser();
  const joined = useJoinedSpheres(user?.user_id ?? null);
  const [details, setDetails] = useState(initial);
  const sphereFieldId = useId();
  const sphereHintId = useId();
  const visibilityName = useId();
  const set = <K extends keyof PlaylistDetails>(field: K, value: PlaylistDetails[K]) =>
    setDetails((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(details);
  };
  // A list already in a sphere I have left still names it.
  const spheres = joined.data ?? [];
  const keepsUnknownSphere = details.sphereId !== null && !spheres.some((sphere) => sphere.id === details.sphereId);

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField label={t.title} value={details.title} max={PLAYLIST_TITLE_MAX} onChange={(v) => set('title', v)} />
      <TextField
        label={t.description}
        value={details.description}
        max={PLAYLIST_DESCRIPTION_MAX}
        multiline
        onChange={(v) => set('description', v)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t.visibility}</legend>
        {PLAYLIST_VISIBILITIES.map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name={visibilityName}
              value={value}
              checked={details.visibility === value}
              onChange={() => set('visibility', value)}
            />
            <span>
              <strong>{ko.playlists.visibility[value]}</strong>
              <span className={styles.hint}> — {ko.playlists.visibilityHint[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={sphereFieldId} className={styles.label}>
          {t.sphere}
        </label>
        <select
          id={sphereFieldId}
          className={styles.select}
          value={details.sphereId === null ? '' : String(details.sphereId)}
          disabled={joined.isPending}
          aria-describedby={sphereHintId}
          onChange={(event) => set('sphereId', event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{joined.isPending ? ko.spheres.loading : t.noSphere}</option>
          {keepsUnknownSphere && <option value={String(details.sphereId)}>{details.sphereId}</option>}
          {spheres.map((sphere) => (
            <option key={sphere.id} value={sphere.id}>
              {sphere.icon} {sphere.name}
            </option>
          ))}
        </select>
        <p id={sphereHintId} className={styles.hint}>
          {t.sphereHint}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || details.title.trim() === ''}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
