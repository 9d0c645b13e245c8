import type {
  AdminModificationResult,
  AdminQueryResponse,
  AdminSelectResult,
} from '@tubesphere/shared/contract/admin-query';
import { ko } from '../../../i18n/ko/index.ts';
import styles from './admin-query-page.module.css';

const t = ko.adminQuery;

export function QueryResult({ result }: { result: AdminQueryResponse }) {
  return (
    <section className={styles.result} aria-labelledby="query-result-title">
      {result.type === 'select' ? <SelectResult result={result} /> : <ModificationResult result={result} />}
    </section>
  );
}

function SelectResult({ result }: { result: AdminSelectResult }) {
  return (
    <>
      <div className={styles.resultHeader}>
        <h2 id="query-result-title" className={styles.resultTitle}>
          {t.resultHeading}
        </h2>
        <span className={styles.meta}>
          {t.rows(result.rowCount)} · {t.executionTime(result.executionTime)}
        </span>
      </div>
      {result.truncated && (
        <p className={styles.notice} role="status">
          {t.truncated}
        </p>
      )}
      {result.rowCount === 0 ? (
        <p className={styles.muted}>{t.noRows}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table must scroll by keyboard too
        <section className={styles.tableWrap} tabIndex={0} aria-label={t.tableCaption(result.rowCount)}>
          <table className={styles.table}>
            <thead>
              <tr>
                {result.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.data.map((row, index) => (
                // Rows have no identity of their own; their order is the result's.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  {result.columns.map((column) => {
                    const value = row[column];
                    return (
                      <td key={column} className={value === null || value === undefined ? styles.null : undefined}>
                        {value === null || value === undefined ? t.nullValue : String(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

function ModificationResult({ result }: { result: AdminModificationResult }) {
  return (
    <>
      <h2 id="query-result-title" className={styles.resultTitle}>
        {t.modificationHeading}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t.changes}</dt>
          <dd>{result.changes.toLocaleString('ko-KR')}</dd>
        </div>
        <div>
          <dt>{t.lastRowId}</dt>
          <dd>{result.lastRowId ?? t.none}</dd>
        </div>
        <div>
          <dt>{t.time}</dt>
          <dd>{t.executionTime(result.executionTime)}</dd>
        </div>
      </dl>
    </>
  );
}
