import type { KeywordCount } from '@tubesphere/shared/domain/keywords';
import { useEffect, useMemo, useState } from 'react';
import * as ko from '../../../i18n/ko/index.ts';
import { cloudBounds, layoutWordCloud } from '../utils/word-cloud-layout.ts';
import styles from './stock-keyword.module.css';

const PHONE = '(max-width: 720px)';

/** Phones get a taller, narrower layout area, so the words are drawn larger on a narrow screen. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The word cloud, drawn as SVG text placed on a spiral (no library). */
export function WordCloud({ keywords }: { keywords: readonly KeywordCount[] }) {
  const narrow = useNarrow();
  const [width, height] = narrow ? [420, 520] : [800, 440];
  const words = useMemo(() => layoutWordCloud(keywords, width, height), [keywords, width, height]);
  // Zoom to the words: whatever size the layout settled on, the cloud fills the card.
  const box = cloudBounds(words);
  return (
    <svg
      className={styles.cloud}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      role="img"
      aria-label={ko.keywords.cloudLabel(words.length)}
      data-testid="word-cloud"
    >
      {words.map((w) => (
        <text
          key={w.word}
          x={w.x}
          y={w.y}
          fontSize={w.fontSize}
          textAnchor="middle"
          dominantBaseline="central"
          className={styles[`tier${w.tier}`]}
          data-count={w.count}
        >
          <title>{ko.keywords.wordCount(w.word, w.count)}</title>
          {w.word}
        </text>
      ))}
    </svg>
  );
}
