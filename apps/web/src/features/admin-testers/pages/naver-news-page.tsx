import { NAVER_DISPLAY_OPTIONS, NAVER_SORTS } from '@tubesphere/shared/contract/naver';
import { compactParams } from '@tubesphere/shared/domain/youtube-rules';
import * as ko from '../../../i18n/ko/index.ts';
import { useSearchNaverNews } from '../api/search-naver-news.ts';
import { JsonPanels } from '../components/json-panel.tsx';
import { NaverNewsCard } from '../components/naver-news-card.tsx';
import { type FieldSpec, ParamForm } from '../components/param-form.tsx';
import { TesterLayout } from '../components/tester-layout.tsx';
import { TesterOutcome } from '../components/tester-outcome.tsx';
import styles from '../components/testers.module.css';
import { useTesterForm } from '../hooks/use-tester-form.ts';
import { isIntBetween } from '../utils/numbers.ts';
import { opts } from '../utils/options.ts';

const t = ko.adminTesters.naver;
const c = ko.adminTesters.common;

const fields: FieldSpec[] = [
  { name: 'query', label: t.query, required: true, hint: t.queryHint, wide: true },
  { name: 'display', label: t.display, kind: 'select', options: opts(NAVER_DISPLAY_OPTIONS) },
  { name: 'start', label: t.start, kind: 'number', min: 1, max: 1000 },
  { name: 'sort', label: t.sort, kind: 'select', options: NAVER_SORTS.map((v) => ({ value: v, label: t.sorts[v] })) },
];

/** Naver news search (docs/product.md#naver-news). */
export function NaverNewsPage() {
  const form = useTesterForm({ query: '', display: '10', start: '1', sort: 'date' });
  const run = useSearchNaverNews();

  const submit = () => {
    const params = compactParams(form.values);
    run.reset();
    const problem = !params.query
      ? t.queryRequired
      : params.start !== undefined && !isIntBetween(params.start, 1, 1000)
        ? t.startInvalid
        : null;
    form.setFormError(problem);
    if (!problem) run.mutate(params);
  };

  return (
    <TesterLayout title={ko.pages.admin.naverNews} intro={t.intro} help={t.help}>
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
          { label: c.endpoint, value: '/v1/search/news.json', code: true },
          { label: t.total, value: c.number(data.result.total) },
          { label: c.resultsPerPage, value: c.number(data.result.display) },
          { label: c.itemCount, value: c.number(data.result.items.length) },
        ]}
      >
        {(data) => (
          <>
            <div className={styles.articleList} data-testid="preview-grid">
              {data.result.items.map((item, i) => (
                <NaverNewsCard key={`${item.link}-${i}`} item={item} />
              ))}
            </div>
            <JsonPanels params={compactParams(form.values)} result={data.result} />
          </>
        )}
      </TesterOutcome>
    </TesterLayout>
  );
}
