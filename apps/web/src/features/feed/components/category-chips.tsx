import type { Post } from '@tubesphere/shared/contract/posts';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './category-chips.module.css';

const t = ko.feed;
const labels: Record<'timing' | 'content', Record<string, string>> = t.categories;

/** A video share's categories, each a link to the home feed filtered by it. */
export function CategoryChips({ categories }: { categories: Post['categories'] }) {
  if (!categories) return null;
  const chips = (['timing', 'content'] as const).flatMap((group) =>
    categories[group]
      .filter((id) => labels[group][id] !== undefined)
      .map((id) => ({ group, id, label: labels[group][id] as string })),
  );
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t.card.categoriesLabel}>
      {chips.map(({ group, id, label }) => (
        <li key={`${group}:${id}`}>
          <Link to={`/?${group}=${id}`} className={styles.chip} aria-label={t.card.categoryLabel(label)}>
            #{label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
