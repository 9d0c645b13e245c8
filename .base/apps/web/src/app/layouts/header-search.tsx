import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberSearch } from '../../features/search/index.ts';
import { ko } from '../../i18n/ko/index.ts';
import styles from './site-header.module.css';

const t = ko.header;

/**
 * Opens search results on home (`/?q=`, shareable and reload-safe). Blank (trimmed) input is
 * ignored, as in the spec; the spec's "in preparation" alert is replaced by real search.
 */
export function HeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === '/' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  useEffect(() => setQuery(current), [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    rememberSearch(q);
    navigate(`/?q=${encodeURIComponent(q)}`);
  };
  return (
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
