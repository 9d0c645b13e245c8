import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search, X } from '../../components/icons.ts';
import { rememberSearch } from '../../features/search/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration.ts';
import styles from './site-header.module.css';

const t = ko.header;

/**
 * Opens search results on home (`/?q=`, shareable and reload-safe). Blank (trimmed) input is
 * ignored; search opens results (docs/product.md#search) rather than an "in preparation" alert.
 * On a phone the field folds into an icon and opens over the header row, keeping the row one line.
 */
export function HeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === '/' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setQuery(current), [current]);
  useTypedBeforeHydration(inputRef, setQuery);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    rememberSearch(q);
    setOpen(false);
    navigate(`/?q=${encodeURIComponent(q)}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.searchToggle}
        aria-label={t.openSearch}
        aria-expanded={open}
        aria-controls="header-search-form"
        onClick={() => {
          setOpen(true);
          // The field appears in this render; focus it once it is there.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <Search size={22} />
      </button>
      <form
        id="header-search-form"
        className={`${styles.search} ${open ? styles.searchOpen : ''}`}
        role="search"
        // action and name: submitted before the page has hydrated, the browser opens the results.
        action="/"
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <label className="visually-hidden" htmlFor="header-search">
          {t.searchLabel}
        </label>
        <input
          ref={inputRef}
          id="header-search"
          className={styles.searchInput}
          type="search"
          name="q"
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className={styles.searchButton} aria-label={t.searchButton}>
          <Search size={18} />
        </button>
        <button type="button" className={styles.searchClose} aria-label={t.closeSearch} onClick={close}>
          <X size={20} />
        </button>
      </form>
    </>
  );
}
