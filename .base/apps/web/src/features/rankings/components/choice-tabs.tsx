import { type KeyboardEvent, useRef } from 'react';
import styles from './layout.module.css';

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceTabsProps<T> {
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the region the tabs change. */
  controls?: string;
  /** Many tabs: wrap onto more rows on wide screens (phones still scroll sideways). */
  wrap?: boolean;
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** WAI-ARIA tabs: one tab stop, arrow keys move and select, the selected tab scrolls into view. */
export function ChoiceTabs<T extends string | number>({
  label,
  options,
  value,
  onChange,
  controls,
  wrap = false,
}: ChoiceTabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, options.length);
    const option = options[next];
    if (!option) return;
    refs.current[next]?.focus();
    onChange(option.value);
  };
  return (
    <div role="tablist" aria-label={label} className={`${styles.tabs} ${wrap ? styles.tabsWrap : ''}`}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
