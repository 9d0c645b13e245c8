import { formatVideoTime, parseClipInputs, parseClockInput } from '@tubesphere/shared/domain/video-time';
import { useEffect, useId, useState } from 'react';
import * as ko from '../i18n/ko/index.ts';
import styles from './clip-range-fields.module.css';

const t = ko.video.clip;

export interface ClipRange {
  start: number | null;
  end: number | null;
}

const asText = (seconds: number | null | undefined) => (seconds ? formatVideoTime(seconds) : '');

/**
 * 구간 공유: a start and an optional end typed as m:ss. The text is kept while typing ("3:");
 * only a readable range reaches onChange, and an unreadable one says why beside the fields.
 */
export function ClipRangeFields({
  value,
  onChange,
}: {
  value: { start?: number | null; end?: number | null };
  onChange: (range: ClipRange) => void;
}) {
  const hintId = useId();
  const [startText, setStartText] = useState(asText(value.start));
  const [endText, setEndText] = useState(asText(value.end));
  const parsed = parseClipInputs(startText, endText);

  // A new link with its own t= fills the fields; what the member is typing is never overwritten.
  useEffect(() => {
    setStartText((text) => ((parseClockInput(text) || null) === (value.start ?? null) ? text : asText(value.start)));
  }, [value.start]);
  useEffect(() => {
    setEndText((text) => (parseClockInput(text) === (value.end ?? null) ? text : asText(value.end)));
  }, [value.end]);

  const change = (nextStart: string, nextEnd: string) => {
    setStartText(nextStart);
    setEndText(nextEnd);
    const next = parseClipInputs(nextStart, nextEnd);
    if (next.ok) onChange({ start: next.start, end: next.end });
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{t.legend}</legend>
      <div className={styles.row}>
        <label className={styles.field}>
          <span className={styles.label}>{t.start}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={startText}
            placeholder={t.startPlaceholder}
            aria-invalid={(!parsed.ok && parseClockInput(startText) === undefined) || undefined}
            onChange={(event) => change(event.target.value, endText)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t.end}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={endText}
            placeholder={t.endPlaceholder}
            aria-invalid={(!parsed.ok && parseClockInput(startText) !== undefined) || undefined}
            onChange={(event) => change(startText, event.target.value)}
          />
        </label>
      </div>
      <p id={hintId} className={parsed.ok ? styles.hint : styles.error} aria-live="polite">
        {parsed.ok ? t.hint : parsed.error}
      </p>
    </fieldset>
  );
}
