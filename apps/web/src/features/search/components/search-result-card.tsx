import type { SearchResult } from '@tubesphere/shared/contract/search';
import { formatCountKo } from '@tubesphere/shared/domain/format';
import { Link } from 'react-router';
import { ko } from '../../../i18n/ko/index.ts';
import { HighlightedText } from './highlighted-text.tsx';
import styles from './search-results.module.css';

const t = ko.search;

export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <Link to={`/post/${result.postId}`} className={styles.result}>
      <div className={styles.byline}>
        {t.byline(result.userName, result.sphereName)} · {result.timeAgo}
      </div>
      {result.title && (
        <h3 className={styles.title}>
          <HighlightedText text={result.title} ranges={result.highlights.title} />
        </h3>
      )}
      <p className={styles.snippet}>
        <HighlightedText text={result.highlights.snippet.text} ranges={result.highlights.snippet.ranges} />
      </p>
      <div className={styles.meta}>{t.counts(formatCountKo(result.likeCount), formatCountKo(result.commentCount))}</div>
    </Link>
  );
}
