import type { NaverNewsItem } from '@tubesphere/shared/contract/naver';
import { timeAgo } from '@tubesphere/shared/domain/format';
import { isHttpUrl } from '@tubesphere/shared/domain/http-url';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';

const t = ko.adminTesters.naver;

/** A Naver news result: title, original link, description, date (already plain text from the server). */
export function NaverNewsCard({ item }: { item: NaverNewsItem }) {
  // RFC 822 ("Mon, 26 Sep 2016 11:01:35 +0900") parses natively.
  const date = Number.isNaN(Date.parse(item.pubDate)) ? item.pubDate : timeAgo(new Date(item.pubDate));
  return (
    <article className={styles.articleCard}>
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>
          <a href={isHttpUrl(item.link) ? item.link : undefined} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
        </h4>
        <p className={styles.cardText}>{item.description}</p>
        <p className={styles.cardMeta}>
          {date}
          {item.originallink && (
            <>
              {' · '}
              <a
                href={isHttpUrl(item.originallink) ? item.originallink : undefined}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.original}
              </a>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
