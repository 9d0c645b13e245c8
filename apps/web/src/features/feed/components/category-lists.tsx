import { Check } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { type CategoryGroup, useFeedFilters } from '../hooks/use-feed-filters.ts';
import side from './side-card.module.css';
import styles from './side-menus.module.css';

const t = ko.feed.categories;

const GROUPS: { id: CategoryGroup; title: string; items: Record<string, string> }[] = [
  { id: 'timing', title: t.timingTitle, items: t.timing },
  { id: 'content', title: t.contentTitle, items: t.content },
];

/**
 * The sidebar's category lists filter the home feed through the URL (`/?timing=commute`), so a
 * filter survives a reload and can be shared; choosing the active one again clears it.
 */
export function CategoryLists() {
  const { filters, hrefFor } = useFeedFilters();
  return (
    <section className={side.card} aria-label={`${t.timingTitle} / ${t.contentTitle}`}>
      {GROUPS.map((group) => (
        <div key={group.id} className={styles.group}>
          <h2 className={side.heading} id={`category-${group.id}`}>
            {group.title}
          </h2>
          <ul className={styles.chips} aria-labelledby={`category-${group.id}`}>
            {Object.entries(group.items).map(([key, label]) => {
              const active = filters[group.id] === key;
              return (
                <li key={key}>
                  <Link
                    to={hrefFor(group.id, key)}
                    className={`${styles.chip} ${active ? styles.chipActive : ''}`}
                    aria-current={active ? 'true' : undefined}
                    aria-label={active ? t.clearLabel(label) : t.filterLabel(label)}
                  >
                    {active && <Check size={14} />}
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
