import { useId, useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchema } from '../api/get-schema.ts';
import { sqlIdentifier } from '../utils/sql-identifier.ts';
import styles from './query-side.module.css';

const t = ko.adminQuery.schema;

/** Every table and its columns; a click puts the name into the query where the caret is. */
export function SchemaBrowser({ onInsert }: { onInsert: (text: string) => void }) {
  const schema = useSchema();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const tables = (schema.data ?? []).filter(
    (table) => !needle || table.name.includes(needle) || table.columns.some((column) => column.name.includes(needle)),
  );
  return (
    <section className={styles.panel} aria-labelledby="schema-browser-title">
      <h2 id="schema-browser-title" className={styles.title}>
        {t.heading}
      </h2>
      <p className={styles.hint}>{t.hint}</p>
      <label htmlFor={filterId} className="visually-hidden">
        {t.filterLabel}
      </label>
      <input
        id={filterId}
        type="search"
        className={styles.input}
        value={filter}
        placeholder={t.filterPlaceholder}
        onChange={(event) => setFilter(event.target.value)}
      />
      {schema.isPending ? (
        <Spinner label={t.loading} />
      ) : schema.isError ? (
        <ErrorPanel message={errorMessage(schema.error)} onRetry={() => schema.refetch()} />
      ) : tables.length === 0 ? (
        <p className={styles.hint}>{t.none}</p>
      ) : (
        <ul className={styles.tables}>
          {tables.map((table) => (
            <li key={table.name}>
              <details open={Boolean(needle)} className={styles.table}>
                <summary className={styles.tableSummary}>
                  <span className={styles.tableName}>{table.name}</span>
                  <span className={styles.itemMeta}>{t.columns(table.columns.length)}</span>
                </summary>
                <button
                  type="button"
                  className={styles.insertTable}
                  aria-label={t.insertTable(table.name)}
                  onClick={() => onInsert(sqlIdentifier(table.name))}
                >
                  {sqlIdentifier(table.name)}
                </button>
                <ul className={styles.columns}>
                  {table.columns.map((column) => (
                    <li key={column.name}>
                      <button
                        type="button"
                        className={styles.column}
                        aria-label={t.insertColumn(table.name, column.name)}
                        onClick={() => onInsert(sqlIdentifier(column.name))}
                      >
                        <span>{column.name}</span>
                        <span className={styles.columnType}>{column.type}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
