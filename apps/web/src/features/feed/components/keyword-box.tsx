import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Search } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration.ts';
import { rememberSearch } from '../../search/index.ts';
import styles from './keyword-box.module.css';

const t = ko.feed.keyword;

/** The keyword box writes `q` to the URL; home shows search results for it (docs/product.md#search). */
export function KeywordBox() {
  const [params, setParams] = useSearchParams();
  const current = params.get('q') ?? '';
  const [value, setValue] = useState(current);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setValue(current), [current]);
  useTypedBeforeHydration(inputRef, setValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q) rememberSearch(q);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: false },
    );
  };

  return (
    // action and name: pressed before the page has hydrated, Enter still opens the results.
    <form className={styles.box} role="search" action="/" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <Search className={styles.icon} size={18} />
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        value={value}
        maxLength={100}
        placeholder={t.placeholder}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="small">
        {t.submit}
      </Button>
    </form>
  );
}
