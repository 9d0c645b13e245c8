import { useSearchParams } from 'react-router';
import { X } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { type CategoryGroup, type FeedFilters, filterSearch, useFeedFilters } from '../hooks/use-feed-filters.ts';
import styles from './feed-filter-bar.module.css';

const t = ko.feed.filters;
const labels: Record<CategoryGroup, Record<string, string>> = ko.feed.categories;

/** Above a filtered home feed: which categories apply, each removable, for guests too (no sidebar). */
export function FeedFilterBar({ filters }: { filters: FeedFilters }) {
  const { hrefFor } = useFeedFilters();
  const [params] = useSearchParams();
  const clearAllHref = `/${filterSearch(new URLSearchParams(filterSearch(params, 'timing', null)), 'content', null)}`;
  const active = (['timing', 'content'] as const).flatMap((group) => {
    const id = filters[group];
    return id ? [{ group, id, label: labels[group][id] ?? id }] : [];
  });
  if (active.length === 0) return null;
  return (
    <section className={styles.bar} aria-label={t.label}>
      <span className={styles.heading}>{t.heading}</span>
      <ul className={styles.list}>
        {active.map(({ group, id, label }) => (
          <li key={group}>
            <Link to={hrefFor(group, id)} className={styles.chip} aria-label={t.remove(label)}>
              {label} <X size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearAllHref} className={styles.clear}>
        {t.clearAll}
      </Link>
    </section>
  );
}
