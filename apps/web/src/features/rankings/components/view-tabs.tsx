import * as ko from '../../../i18n/ko/index.ts';
import { type View, viewChoices } from '../utils/views.ts';
import { ChoiceTabs } from './choice-tabs.tsx';
import styles from './layout.module.css';

/** 랭킹 | 즐겨찾기: which list the page shows. */
export function ViewTabs({
  value,
  onChange,
  controls,
}: {
  value: View;
  onChange: (view: View) => void;
  controls: string;
}) {
  return (
    <div className={styles.viewTabs}>
      <ChoiceTabs
        label={ko.rankings.views.label}
        options={viewChoices}
        value={value}
        onChange={onChange}
        controls={controls}
      />
    </div>
  );
}
