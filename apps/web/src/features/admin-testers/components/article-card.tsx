import type { NewsArticle } from '@tubesphere/shared/contract/news';
import { timeAgo } from '@tubesphere/shared/domain/format';
import { isHttpUrl } from '@tubesphere/shared/domain/http-url';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';
import { Thumb } from './thumb.tsx';

const t = ko.adminTesters.news;

/** A news article card: image, linked title, description, source, date. */
export function ArticleCard({ article }: { article: NewsArticle }) {
  return (
    <article className={styles.articleCard}>
      <Thumb src={article.urlToImage} shape="wide" />
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>
          <a href={isHttpUrl(article.url) ? article.url : undefined} target="_blank" rel="noopener noreferrer">
            {article.title || t.untitled}
          </a>
        </h4>
        {article.description && <p className={styles.cardText}>{article.description}</p>}
        <p className={styles.cardMeta}>
          {article.source.name} · {timeAgo(article.publishedAt)}
        </p>
      </div>
    </article>
  );
}
