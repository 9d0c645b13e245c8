import { ADMIN_QUERY_MESSAGES } from '@tubesphere/shared/contract/admin-query';
import { isWriteStatement } from '@tubesphere/shared/domain/sql-statement';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useRunQuery } from '../api/run-query.ts';
import { SAMPLE_QUERIES, TABLE_NAMES } from '../sample-queries.ts';
import { insertAt } from '../utils/sql-identifier.ts';
import styles from './admin-query-page.module.css';
import { ConfirmWriteDialog } from './confirm-write-dialog.tsx';
import { QueryResult } from './query-result.tsx';
import { SavedQueries } from './saved-queries.tsx';
import { SchemaBrowser } from './schema-browser.tsx';
import { WriteModeSwitch } from './write-mode-switch.tsx';

const t = ko.adminQuery;

/**
 * The DB 쿼리 도구 (docs/product.md#admin-query): the typed admin key, one SQL statement, a table or a summary. Read-only
 * unless 쓰기 모드 is on; in write mode a statement that changes data runs only after the admin
 * confirms it.
 */
export function AdminQueryPage() {
  useDocumentTitle(ko.pages.admin.query);
  const [adminKey, setAdminKey] = useState('');
  const [query, setQuery] = useState('');
  const [writeMode, setWriteMode] = useState(false);
  const me = useCurrentUser();
  // Write mode is the owner's (level 2); the server refuses anyone else's writes as well.
  const mayWrite = (me?.admin_level ?? me?.adminLevel ?? 0) >= 2;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const run = useRunQuery();
  const sqlRef = useRef<HTMLTextAreaElement>(null);
  /** A name from the schema browser goes where the caret is, and the caret after it. */
  const insert = (text: string) => {
    const area = sqlRef.current;
    const next = insertAt(query, area?.selectionStart ?? query.length, area?.selectionEnd ?? query.length, text);
    setQuery(next.value);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };
  const ids = { key: useId(), sql: useId(), keyHint: useId(), sqlHint: useId() };

  const send = (sql: string) => {
    setFormError(null);
    run.mutate({ query: sql, adminKey: adminKey.trim(), mode: writeMode ? 'write' : 'read' });
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (run.isPending) return;
    if (!query.trim()) return setFormError(t.queryRequired);
    if (!adminKey.trim()) return setFormError(t.keyRequired);
    if (writeMode && isWriteStatement(query)) return setConfirming(query);
    send(query);
  };

  const error = formError ?? (run.isError ? errorMessage(run.error) : null);
  const refusedAsReadOnly = mayWrite && !formError && !writeMode && error === ADMIN_QUERY_MESSAGES.readOnly;

  return (
    <div className={styles.layout}>
      <section className={styles.page} aria-labelledby="admin-query-title">
        <header>
          <h1 id="admin-query-title" className={styles.title}>
            {t.heading}
          </h1>
          <p className={styles.intro}>{t.intro}</p>
        </header>

        <form className={`${styles.card} ${writeMode ? styles.cardWrite : ''}`} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={ids.key} className={styles.label}>
              {t.keyLabel}
            </label>
            <input
              id={ids.key}
              type="password"
              className={styles.input}
              value={adminKey}
              autoComplete="off"
              aria-describedby={ids.keyHint}
              onChange={(event) => setAdminKey(event.target.value)}
            />
            <span id={ids.keyHint} className={styles.hint}>
              {t.keyHint}
            </span>
          </div>

          <WriteModeSwitch on={writeMode} onChange={setWriteMode} locked={!mayWrite} />
          {writeMode && (
            <p className={styles.writeBanner} role="status">
              {t.writeModeBanner}
            </p>
          )}

          <div className={styles.field}>
            <span className={styles.label}>{t.samplesHeading}</span>
            <div className={styles.samples}>
              {SAMPLE_QUERIES.map((sample) => (
                <Button key={sample.id} variant="secondary" onClick={() => setQuery(sample.sql)}>
                  {sample.label}
                </Button>
              ))}
            </div>
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.sql} className={styles.label}>
              {t.sqlLabel}
            </label>
            <textarea
              ref={sqlRef}
              id={ids.sql}
              className={styles.textarea}
              value={query}
              rows={7}
              spellCheck={false}
              placeholder={t.sqlPlaceholder}
              aria-describedby={ids.sqlHint}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
              }}
            />
            <span id={ids.sqlHint} className={styles.hint}>
              {t.sqlHint} · {t.tablesHeading}: {TABLE_NAMES.join(', ')} · {t.tablesNote}
            </span>
          </div>

          {error && (
            <div className={styles.error} role="alert">
              <span>{error}</span>
              {refusedAsReadOnly && (
                <Button variant="secondary" size="small" onClick={() => setWriteMode(true)}>
                  {t.switchToWrite}
                </Button>
              )}
            </div>
          )}
          <div className={styles.actions}>
            <Button type="submit" variant={writeMode ? 'danger' : 'primary'} disabled={run.isPending}>
              {run.isPending ? t.running : t.run}
            </Button>
          </div>
        </form>

        <ConfirmWriteDialog
          sql={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const sql = confirming;
            setConfirming(null);
            if (sql) send(sql);
          }}
        />
        {run.isSuccess && !formError && <QueryResult result={run.data} />}
      </section>
      <aside className={styles.side}>
        <SavedQueries currentSql={query} onLoad={setQuery} />
        <SchemaBrowser onInsert={insert} />
      </aside>
    </div>
  );
}
