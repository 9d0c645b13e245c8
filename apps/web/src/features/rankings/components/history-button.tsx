import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './cards.module.css';

/** A small line-chart picture (no icon font needed, follows the text colour). */
function ChartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={styles.icon}>
      <path
        d="M3 3v18h18M7 15l4-4 3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Opens a row's history chart; its name says whose, for screen readers in a list of many. */
export function HistoryButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      size="small"
      className={styles.iconButton}
      aria-label={ko.rankings.history.openFor(name)}
      title={ko.rankings.history.open}
      onClick={onClick}
    >
      <ChartIcon />
    </Button>
  );
}
