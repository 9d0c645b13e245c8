import { KEYWORD_RANKED, type KeywordCount, keywordTier } from '@tubesphere/shared/domain/keywords';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './stock-keyword.module.css';

/** The top-10 ranking beside the cloud. */
export function KeywordRanking({ keywords }: { keywords: readonly KeywordCount[] }) {
  const top = keywords.slice(0, KEYWORD_RANKED);
  const max = top[0]?.count ?? 1;
  return (
    <ol className={styles.ranking} aria-label={ko.keywords.rankingHeading} data-testid="keyword-ranking">
      {top.map((k, i) => (
        <li key={k.word} className={styles.rankItem}>
          <span className={styles.rankNo}>{i + 1}</span>
          <span className={styles.rankWord}>{k.word}</span>
          <span className={styles.rankBar} aria-hidden="true">
            <span
              className={styles[`bar${keywordTier(k.count)}`]}
              style={{ width: `${Math.max(8, (k.count / max) * 100)}%` }}
            />
          </span>
          <span className={styles.rankCount}>{ko.keywords.count(k.count)}</span>
        </li>
      ))}
    </ol>
  );
}
