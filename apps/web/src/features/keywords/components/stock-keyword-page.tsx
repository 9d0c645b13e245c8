import { useMemo } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBusinessHeadlines } from '../api/get-business-headlines.ts';
import { analyzeArticles } from '../utils/analyze.ts';
import { KeywordRanking } from './keyword-ranking.tsx';
import styles from './stock-keyword.module.css';
import { WordCloud } from './word-cloud.tsx';

const t = ko.keywords;
const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Seoul',
});

/** 경제 키워드 분석 (docs/product.md#stock-keyword): one button, a word cloud, the top 10 and a summary. */
export function StockKeywordPage() {
  useDocumentTitle(ko.pages.admin.stockKeyword);
  const fetchNews = useBusinessHeadlines();
  const analysis = useMemo(
    () => (fetchNews.data ? analyzeArticles(fetchNews.data.result.articles) : null),
    [fetchNews.data],
  );
  const error = fetchNews.isError ? errorMessage(fetchNews.error) : analysis && !analysis.ok ? analysis.message : null;

  return (
    <section className={styles.page} aria-labelledby="keyword-title">
      <header className={styles.header}>
        <div>
          <h1 id="keyword-title" className={styles.title}>
            {t.heading}
          </h1>
          <p className={styles.intro}>{t.intro}</p>
        </div>
        <Button onClick={() => fetchNews.mutate()} disabled={fetchNews.isPending} aria-busy={fetchNews.isPending}>
          {fetchNews.isPending ? t.analyzing : t.analyze}
        </Button>
      </header>
      <ul className={styles.explain}>
        {t.explain.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {fetchNews.isPending && <Spinner label={t.loading} />}
      {error && !fetchNews.isPending && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!fetchNews.isPending && !fetchNews.data && !error && <p className={styles.idle}>{t.idle}</p>}
      {analysis?.ok && !fetchNews.isPending && (
        <>
          <dl className={styles.summary} aria-label={t.summaryHeading}>
            <div>
              <dt>{t.articles}</dt>
              <dd>{t.articleUnit(analysis.articleCount)}</dd>
            </div>
            <div>
              <dt>{t.keywordsFound}</dt>
              <dd>{t.keywordUnit(analysis.keywords.length)}</dd>
            </div>
            <div>
              <dt>{t.analyzedAt}</dt>
              <dd>{timeFormat.format(analysis.analyzedAt)}</dd>
            </div>
          </dl>
          <div className={styles.results}>
            <section className={styles.card} aria-labelledby="cloud-title">
              <h2 id="cloud-title" className={styles.cardTitle}>
                {t.cloudHeading}
              </h2>
              <WordCloud keywords={analysis.keywords} />
              <p className={styles.note}>{t.tiers}</p>
            </section>
            <section className={styles.card} aria-labelledby="ranking-title">
              <h2 id="ranking-title" className={styles.cardTitle}>
                {t.rankingHeading}
              </h2>
              <KeywordRanking keywords={analysis.keywords} />
            </section>
          </div>
        </>
      )}
    </section>
  );
}
