import type { SavedQuery } from '@tubesphere/shared/contract/admin-query';
import { formatDateTime } from '@tubesphere/shared/domain/format';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteSavedQuery } from '../api/delete-saved-query.ts';
import { useSavedQueries } from '../api/get-saved-queries.ts';
import { useSaveQuery } from '../api/save-query.ts';
import styles from './query-side.module.css';

const t = ko.adminQuery.saved;

/** Queries every admin shares: save the current one under a name, load one, delete one. */
export function SavedQueries({ currentSql, onLoad }: { currentSql: string; onLoad: (sql: string) => void }) {
  const queries = useSavedQueries();
  const save = useSaveQuery();
  const remove = useDeleteSavedQuery();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedQuery | null>(null);
  const nameId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!currentSql.trim()) return setProblem(t.needSql);
    if (!name.trim()) return setProblem(t.needName);
    setProblem(null);
    save.mutate({ name: name.trim(), sql: currentSql.trim() }, { onSuccess: () => setName('') });
  };

  return (
    <section className={styles.panel} aria-labelledby="saved-queries-title">
      <h2 id="saved-queries-title" className={styles.title}>
        {t.heading}
      </h2>
      <p className={styles.hint}>{t.hint}</p>
      <form className={styles.saveForm} onSubmit={submit} noValidate>
        <label htmlFor={nameId} className="visually-hidden">
          {t.nameLabel}
        </label>
        <input
          id={nameId}
          className={styles.input}
          value={name}
          maxLength={100}
          placeholder={t.namePlaceholder}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="small" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </form>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {queries.isPending ? (
        <Spinner label={t.loading} />
      ) : queries.isError ? (
        <ErrorPanel message={errorMessage(queries.error)} onRetry={() => queries.refetch()} />
      ) : queries.data.length === 0 ? (
        <p className={styles.hint}>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {queries.data.map((query) => (
            <li key={query.id} className={styles.item}>
              <button
                type="button"
                className={styles.load}
                aria-label={t.load(query.name)}
                onClick={() => onLoad(query.sql)}
              >
                <span className={styles.itemName}>{query.name}</span>
                <code className={styles.itemSql}>{query.sql}</code>
                <span className={styles.itemMeta}>{t.by(query.createdBy, formatDateTime(query.updatedAt))}</span>
              </button>
              <button
                type="button"
                className={styles.remove}
                aria-label={t.remove(query.name)}
                onClick={() => setDeleting(query)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={deleting ? t.deleteBody(deleting.name) : ''}
        confirmLabel={t.deleteConfirm}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
