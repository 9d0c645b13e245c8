import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

/**
 * A loading placeholder in the shape and size of what is coming, so nothing jumps when it
 * arrives. Screen readers hear the label; the shapes are hidden from them. `data-spinner` is the
 * mark the e2e suites wait on until a screen has loaded.
 */
export function Skeleton({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className} role="status" aria-live="polite" data-spinner="">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true" className={styles.shapes}>
        {children}
      </div>
    </div>
  );
}

/** One grey shape: a line of text (give a width), a picture (an aspect ratio) or a circle. */
export function Bone({
  width,
  height = 14,
  ratio,
  round = false,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  ratio?: string;
  round?: boolean;
  style?: CSSProperties;
}) {
  return (
    <span
      className={`${styles.bone} ${round ? styles.round : ''}`}
      style={{ width, height: ratio ? undefined : height, aspectRatio: ratio, ...style }}
    />
  );
}
