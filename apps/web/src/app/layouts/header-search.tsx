import { type FormEvent, useState } from 'react';
import { ko } from '../../i18n/ko/index.ts';
import styles from './site-header.module.css';

const t = ko.header;

/** Spec §2: the header search is a stub; blank (trimmed) input is ignored. */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    window.alert(t.searchPreparing);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet
    <form className={styles.search} role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="header-search">
        {t.searchLabel}
      </label>
      <input
        id="header-search"
        className={styles.searchInput}
        type="search"
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label={t.searchButton}>
        🔍
      </button>
    </form>
  );
}
