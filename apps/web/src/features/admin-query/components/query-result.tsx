import type {
  AdminModificationResult,
  AdminQueryMode,
  AdminQueryResponse,
  AdminSelectResult,
} from '@tubesphere/shared/contract/admin-query';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { csvFileName, downloadCsv, resultToCsv } from '../utils/to-csv.ts';
import styles from './admin-query-page.module.css';

const t = ko.adminQuery;

export function QueryResult({ result }: { result: AdminQueryResponse }) {
  return (
    <section className={styles.result} aria-labelledby="query-result-title">
      {result.type === 'select' ? <SelectResult result={result} /> : <ModificationResult result={result} />}
    </section>
  );
}

function ModeTag({ mode }: { mode: AdminQueryMode }) {
  return (
    <span className={`${styles.modeTag} ${mode === 'write' ? styles.modeTagWrite : ''}`}>
      {mode === 'write' ? t.modeWrite : t.modeRead}
    </span>
  );
}

/** What was left out or withheld, said above the table. */
function Notices({ result }: { result: AdminSelectResult }) {
  const notices: { key: string; text: string; warn: boolean }[] = [];
  if (result.truncatedBy === 'rows') notices.push({ key: 'rows', text: t.truncated, warn: true });
  if (result.truncatedBy === 'bytes')
    notices.push({ key: 'bytes', text: t.truncatedBytes(result.rowCount), warn: true });
  if (result.cellsCut) notices.push({ key: 'cells', text: t.cellsCut, warn: true });
  if (result.redactedColumns.length > 0) {
    notices.push({ key: 'redacted', text: t.redactedNote(result.redactedColumns.join(', ')), warn: false });
  }
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices} role="status">
      {notices.map((notice) => (
        <p key={notice.key} className={notice.warn ? styles.notice : styles.info}>
          {notice.text}
        </p>
      ))}
    </div>
  );
}

function SelectResult({ result }: { result: AdminSelectResult }) {
  const redacted = new Set(result.redactedColumns);
  return (
    <>
      <div className={styles.resultHeader}>
        <h2 id="query-result-title" className={styles.resultTitle}>
          {t.resultHeading}
        </h2>
        <span className={styles.meta}>
          {t.rows(result.rowCount)} · {t.executionTime(result.executionTime)}
          <ModeTag mode={result.mode} />
        </span>
        {result.rowCount > 0 && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              downloadCsv(resultToCsv(result), csvFileName());
              toast.success(t.exportedCsv(result.rowCount));
            }}
          >
            {t.exportCsv}
          </Button>
        )}
      </div>
      <Notices result={result} />
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
                    if (redacted.has(column)) {
                      return (
                        <td key={column}>
                          <span className={styles.redacted}>{t.redactedValue}</span>
                        </td>
                      );
                    }
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
      <div className={styles.resultHeader}>
        <h2 id="query-result-title" className={styles.resultTitle}>
          {t.modificationHeading}
        </h2>
        <ModeTag mode={result.mode} />
      </div>
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
