import type { SearchResult } from '@tubesphere/shared/contract/search';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { Link } from '../../../components/link.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { HighlightedText } from './highlighted-text.tsx';
import styles from './search-results.module.css';

const t = ko.search;

/** A result: the author links to their profile, the rest of the card to the post. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <article className={styles.resultWrap}>
      <div className={styles.byline}>
        <Link to={`/user/${result.userId}`} className={styles.authorLink}>
          {result.userName}
        </Link>
        {result.sphereName && ` · ${t.sphere(result.sphereName)}`} · {result.timeAgo}
      </div>
      <Link to={`/post/${result.postId}`} className={styles.result}>
        {result.title && (
          <h3 className={styles.title}>
            <HighlightedText text={result.title} ranges={result.highlights.title} />
          </h3>
        )}
        <p className={styles.snippet}>
          <HighlightedText text={result.highlights.snippet.text} ranges={result.highlights.snippet.ranges} />
        </p>
        <div className={styles.meta}>
          {t.counts(formatCountKo(result.likeCount), formatCountKo(result.commentCount))}
        </div>
      </Link>
    </article>
  );
}
