import { CopyButton } from '../../../components/copy-button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './testers.module.css';

const t = ko.adminTesters.common;

interface JsonPanelProps {
  title: string;
  copyLabel: string;
  value: unknown;
}

/** Pretty JSON with a copy button (복사됨 / 복사 실패 for 2 s, components/copy-button). */
export function JsonPanel({ title, copyLabel, value }: JsonPanelProps) {
  const text = JSON.stringify(value, null, 2);
  return (
    <section className={styles.jsonPanel} aria-label={title}>
      <div className={styles.jsonHeader}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        <CopyButton text={text} label={copyLabel} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long JSON must scroll by keyboard too */}
      <pre className={styles.json} tabIndex={0}>
        {text}
      </pre>
    </section>
  );
}

/** Used parameters and result JSON, side by side on wide screens. */
export function JsonPanels({ params, result }: { params: unknown; result: unknown }) {
  return (
    <div className={styles.jsonGrid}>
      <JsonPanel title={t.paramsJson} copyLabel={t.copyParams} value={params} />
      <JsonPanel title={t.resultJson} copyLabel={t.copyResult} value={result} />
    </div>
  );
}
