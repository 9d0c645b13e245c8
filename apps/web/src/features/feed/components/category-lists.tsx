import { ko } from '../../../i18n/ko/index.ts';
import side from './side-card.module.css';
import styles from './side-menus.module.css';

const t = ko.feed.categories;

const GROUPS = [
  { id: 'timing', title: t.timingTitle, items: t.timing },
  { id: 'content', title: t.contentTitle, items: t.content },
] as const;

/** Spec §2: the sidebar category lists only log the choice; filtering is not specified. */
export function CategoryLists() {
  return (
    <section className={side.card} aria-label={`${t.timingTitle} / ${t.contentTitle}`}>
      {GROUPS.map((group) => (
        <div key={group.id} className={styles.group}>
          <h2 className={side.heading} id={`category-${group.id}`}>
            {group.title}
          </h2>
          <ul className={styles.chips} aria-labelledby={`category-${group.id}`}>
            {Object.entries(group.items).map(([key, label]) => (
              <li key={key}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => console.info('category selected', { group: group.id, category: key })}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
