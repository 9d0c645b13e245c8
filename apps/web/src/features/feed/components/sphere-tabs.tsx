import type { ReactNode } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { useTabKeys } from '../../../lib/use-tab-keys.ts';
import styles from './sphere-page.module.css';

export type SphereTab = 'posts' | 'playlists';
const TABS: SphereTab[] = ['posts', 'playlists'];
const t = ko.playlists.tabs;

/** 게시글 · 재생목록 on a sphere's page, as a tab list: ← → (and Home/End) move, the panel follows. */
export function SphereTabs({
  selected,
  onSelect,
  children,
}: {
  selected: SphereTab;
  onSelect: (tab: SphereTab) => void;
  children: ReactNode;
}) {
  const { onKeyDown, refFor } = useTabKeys(TABS, selected, onSelect);
  return (
    <>
      <div role="tablist" aria-label={t.label} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={refFor(tab)}
            type="button"
            role="tab"
            id={`sphere-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`sphere-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {t[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`sphere-panel-${selected}`}
        aria-labelledby={`sphere-tab-${selected}`}
        className={styles.panel}
      >
        {children}
      </div>
    </>
  );
}
