import { useEffect, useId } from 'react';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useJoinedSpheres } from '../api/get-spheres.ts';
import styles from './sphere-picker.module.css';

const t = ko.spheres.picker;

export interface SpherePickerProps {
  /** The chosen sphere, or null for 전체 (no sphere). */
  value: number | null;
  onChange: (sphereId: number | null) => void;
  disabled?: boolean;
}

/**
 * Where a new post goes: 전체, or one of the spheres the author has joined (the server refuses
 * the others). A remembered choice the author no longer belongs to falls back to 전체.
 */
export function SpherePicker({ value, onChange, disabled = false }: SpherePickerProps) {
  const user = useCurrentUser();
  const joined = useJoinedSpheres(user?.user_id ?? null);
  const id = useId();
  const hintId = useId();
  const spheres = joined.data;

  useEffect(() => {
    if (value !== null && spheres && !spheres.some((sphere) => sphere.id === value)) onChange(null);
  }, [value, spheres, onChange]);

  const hint = joined.isError ? t.loadFailed : spheres && spheres.length === 0 ? t.noneJoined : t.hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === null ? '' : String(value)}
        disabled={disabled || joined.isPending}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{joined.isPending ? ko.spheres.loading : t.none}</option>
        {spheres?.map((sphere) => (
          <option key={sphere.id} value={sphere.id}>
            {sphere.icon} {sphere.name}
          </option>
        ))}
      </select>
      <p id={hintId} className={styles.hint}>
        {hint}{' '}
        {spheres && spheres.length === 0 && (
          <Link to="/spheres" className={styles.link}>
            {t.findSpheres}
          </Link>
        )}
      </p>
    </div>
  );
}
