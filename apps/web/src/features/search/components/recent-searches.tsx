import { X } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useRecentSearches } from '../hooks/use-recent-searches.ts';
import styles from './search-results.module.css';

const t = ko.search;

export function RecentSearches({ onPick }: { onPick: (q: string) => void }) {
  const { items, remove, clear } = useRecentSearches();
  if (items.length === 0) return null;
  return (
    <section className={styles.recent} aria-label={t.recentLabel}>
      <span className={styles.recentLabel}>{t.recentLabel}</span>
      {items.map((item) => (
        <span key={item} className={styles.recentItem}>
          <button type="button" className={styles.recentLink} onClick={() => onPick(item)}>
            {item}
          </button>
          <button
            type="button"
            className={styles.recentRemove}
            aria-label={t.removeRecent(item)}
            onClick={() => remove(item)}
          >
            <X size={14} />
          </button>
        </span>
      ))}
      <button type="button" className={styles.clear} onClick={clear}>
        {t.clearRecent}
      </button>
    </section>
  );
}
