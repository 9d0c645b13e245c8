import { REAL_ESTATE_REGIONS, REAL_ESTATE_ROWS, REAL_ESTATE_TYPES } from '@tubesphere/shared/contract/real-estate';
import { compactParams } from '@tubesphere/shared/domain/youtube-rules';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { House } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useRealEstateAuction } from '../api/get-real-estate-auction.ts';
import { JsonPanels } from '../components/json-panel.tsx';
import { type FieldSpec, ParamForm } from '../components/param-form.tsx';
import { TesterLayout } from '../components/tester-layout.tsx';
import { TesterOutcome } from '../components/tester-outcome.tsx';
import styles from '../components/testers.module.css';
import { TradeCard } from '../components/trade-card.tsx';
import { useTesterForm } from '../hooks/use-tester-form.ts';
import { isIntBetween } from '../utils/numbers.ts';
import { opts } from '../utils/options.ts';

const t = ko.adminTesters.realEstate;
const c = ko.adminTesters.common;

const fields: FieldSpec[] = [
  {
    name: 'type',
    label: t.type,
    kind: 'select',
    options: REAL_ESTATE_TYPES.map((v) => ({ value: v, label: t.types[v] })),
  },
  {
    name: 'region',
    label: t.region,
    kind: 'select',
    options: REAL_ESTATE_REGIONS.map((r) => ({ value: r.id, label: `${r.name} (${r.district})` })),
  },
  { name: 'numOfRows', label: t.rows, kind: 'select', options: opts(REAL_ESTATE_ROWS) },
  { name: 'pageNo', label: t.page, kind: 'number', min: 1, max: 100 },
];

/** Real-estate trades from data.go.kr (docs/product.md#real-estate). */
export function RealEstateAuctionPage() {
  const form = useTesterForm({ type: 'auction', region: 'seoul', numOfRows: '10', pageNo: '1' });
  const run = useRealEstateAuction();

  const submit = (values = form.values) => {
    const params = compactParams(values);
    run.reset();
    const problem = params.pageNo !== undefined && !isIntBetween(params.pageNo, 1, 100) ? t.pageInvalid : null;
    form.setFormError(problem);
    if (!problem) run.mutate(params);
  };

  return (
    <TesterLayout title={ko.pages.admin.realEstateAuction} intro={t.intro} help={t.help}>
      <ParamForm
        fields={fields}
        values={form.values}
        onChange={form.onChange}
        onSubmit={() => submit()}
        pending={run.isPending}
        submitLabel={t.run}
        pendingLabel={t.running}
      />
      <TesterOutcome
        run={run}
        formError={form.formError}
        stats={(data) => [
          { label: t.region, value: data.regionName },
          { label: t.dealMonth, value: `${data.dealYmd.slice(0, 4)}.${data.dealYmd.slice(4)}` },
          { label: t.total, value: c.number(data.result.response.body.totalCount) },
          { label: c.itemCount, value: c.number(data.items.length) },
        ]}
      >
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <NoItems
                total={data.result.response.body.totalCount}
                page={data.result.response.body.pageNo}
                rows={data.result.response.body.numOfRows}
                onLastPage={(lastPage) => {
                  const values = { ...form.values, pageNo: String(lastPage) };
                  form.onChange('pageNo', values.pageNo);
                  submit(values);
                }}
              />
            ) : (
              <div className={styles.previewGrid} data-testid="preview-grid">
                {data.items.map((item, i) => (
                  <TradeCard key={`${item.aptName}-${i}`} item={item} />
                ))}
              </div>
            )}
            <JsonPanels params={compactParams(form.values)} result={data.result} />
          </>
        )}
      </TesterOutcome>
    </TesterLayout>
  );
}

/**
 * No items on this page: either the region has none at all, or the page is past the last one
 * (the total still counts them), which says so and offers the last page.
 */
function NoItems({
  total,
  page,
  rows,
  onLastPage,
}: {
  total: number;
  page: number;
  rows: number;
  onLastPage: (lastPage: number) => void;
}) {
  if (total === 0 || rows <= 0) return <EmptyState icon={House} title={t.empty} />;
  const lastPage = Math.ceil(total / rows);
  return (
    <EmptyState
      icon={House}
      title={t.pageOutOfRange(page)}
      message={t.pageOutOfRangeHint(c.number(total), lastPage)}
      action={
        <Button variant="secondary" onClick={() => onLastPage(lastPage)}>
          {t.lastPage(lastPage)}
        </Button>
      }
    />
  );
}
