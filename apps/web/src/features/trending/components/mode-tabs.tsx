import type { KeyboardEvent } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import type { TrendingTab } from '../hooks/use-trending-params.ts';
import styles from './trending.module.css';

const TABS: TrendingTab[] = ['trending', 'keyword'];
export const tabId = (base: string, tab: TrendingTab) => `${base}-tab-${tab}`;

interface ModeTabsProps {
  idBase: string;
  panelId: string;
  value: TrendingTab;
  onChange: (tab: TrendingTab) => void;
}

/** The two tabs (trending, keyword search); arrow keys move between them. */
export function ModeTabs({ idBase, panelId, value, onChange }: ModeTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'trending' ? 'keyword' : 'trending';
    const target = event.key === 'Home' ? 'trending' : event.key === 'End' ? 'keyword' : next;
    onChange(target);
    document.getElementById(tabId(idBase, target))?.focus();
  };
  return (
    <div role="tablist" aria-label={ko.trending.tabsLabel} className={styles.tabs}>
      {TABS.map((tab) => (
        <button
          key={tab}
          id={tabId(idBase, tab)}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
          onKeyDown={onKeyDown}
        >
          {ko.trending.tabs[tab]}
        </button>
      ))}
    </div>
  );
}
