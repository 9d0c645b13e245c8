import {
  NEWS_CATEGORIES,
  NEWS_COUNTRIES,
  NEWS_ENDPOINTS,
  NEWS_PAGE_SIZES,
  NEWS_SORTS,
} from '@tubesphere/shared/contract/news';
import { compactParams } from '@tubesphere/shared/domain/youtube-rules';
import * as ko from '../../../i18n/ko/index.ts';
import { useRunNews } from '../api/run-news.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { JsonPanels } from '../components/json-panel.tsx';
import { type FieldSpec, ParamForm } from '../components/param-form.tsx';
import { TesterLayout } from '../components/tester-layout.tsx';
import { TesterOutcome } from '../components/tester-outcome.tsx';
import styles from '../components/testers.module.css';
import { useTesterForm } from '../hooks/use-tester-form.ts';
import { isIntBetween } from '../utils/numbers.ts';
import { opts } from '../utils/options.ts';

const t = ko.adminTesters.news;
const c = ko.adminTesters.common;

const fields: FieldSpec[] = [
  {
    name: 'endpoint',
    label: t.endpoint,
    kind: 'select',
    options: NEWS_ENDPOINTS.map((v) => ({ value: v, label: t.endpoints[v] })),
    // Its options name the endpoint and say what it does: too long for one grid cell.
    wide: 'double',
  },
  {
    name: 'country',
    label: t.country,
    kind: 'select',
    options: [
      { value: '', label: c.none },
      ...NEWS_COUNTRIES.map((v) => ({ value: v, label: `${t.countries[v]} (${v})` })),
    ],
  },
  {
    name: 'category',
    label: t.category,
    kind: 'select',
    options: [{ value: '', label: c.all }, ...NEWS_CATEGORIES.map((v) => ({ value: v, label: t.categories[v] }))],
  },
  { name: 'q', label: t.q },
  {
    name: 'sortBy',
    label: t.sortBy,
    kind: 'select',
    options: NEWS_SORTS.map((v) => ({ value: v, label: t.sorts[v] })),
  },
  { name: 'pageSize', label: t.pageSize, kind: 'select', options: opts(NEWS_PAGE_SIZES) },
  { name: 'page', label: t.page, kind: 'number', min: 1, max: 10 },
];

/** The NewsAPI tester (docs/product.md#news-tester). */
export function NewsApiPage() {
  const form = useTesterForm({
    endpoint: 'top-headlines',
    country: 'us',
    category: '',
    sortBy: 'publishedAt',
    pageSize: '20',
    page: '1',
  });
  const run = useRunNews();

  const submit = () => {
    const params = compactParams(form.values);
    // Each endpoint takes its own filters (the server checks the same rules).
    if (params.endpoint === 'everything') delete params.country;
    else delete params.sortBy;
    run.reset();
    const problem = params.page !== undefined && !isIntBetween(params.page, 1, 10) ? t.pageInvalid : null;
    form.setFormError(problem);
    if (!problem) run.mutate(params);
  };

  return (
    <TesterLayout title={ko.pages.admin.newsApi} intro={t.intro} help={t.info.lines} helpTitle={t.info.heading}>
      <ParamForm
        fields={fields}
        values={form.values}
        onChange={form.onChange}
        onSubmit={submit}
        pending={run.isPending}
        submitLabel={t.run}
        pendingLabel={t.running}
      />
      <TesterOutcome
        run={run}
        formError={form.formError}
        stats={(data) => [
          { label: c.endpoint, value: data.endpoint, code: true },
          { label: c.totalResults, value: c.number(data.result.totalResults) },
          { label: t.articles, value: c.count(data.result.articles.length) },
          { label: t.removed, value: c.count(data.result.removedCount) },
        ]}
      >
        {(data) => (
          <>
            <div className={styles.articleList} data-testid="preview-grid">
              {data.result.articles.map((article, i) => (
                <ArticleCard key={`${article.url}-${i}`} article={article} />
              ))}
            </div>
            <JsonPanels params={data.params} result={data.result} />
          </>
        )}
      </TesterOutcome>
    </TesterLayout>
  );
}
