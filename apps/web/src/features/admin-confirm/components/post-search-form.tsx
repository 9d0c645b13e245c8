import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './admin-confirm-page.module.css';

const t = ko.adminConfirm;

/** Search over title, content and author; submitting starts again from page 1. */
export function PostSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const inputId = useId();
  useEffect(() => setText(q), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <search className={styles.searchWrap}>
      <form className={styles.search} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder={t.searchPlaceholder}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t.search}</Button>
        {q && (
          <Button variant="ghost" onClick={() => onSearch('')}>
            {t.clearSearch}
          </Button>
        )}
      </form>
    </search>
  );
}
