import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** A caption over a control that names itself (tabs carry their own aria-label). */
export function FilterGroup({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.filterGroup} ${wide ? styles.filterWide : ''}`}>
      <span className={styles.fieldLabel} aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
