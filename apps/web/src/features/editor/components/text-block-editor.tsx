import type { TextBlock } from '@tubesphere/shared/contract/blocks';
import * as ko from '../../../i18n/ko/index.ts';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import styles from './block-fields.module.css';

export function TextBlockEditor({ block, onChange }: { block: TextBlock; onChange: (patch: BlockPatch) => void }) {
  return (
    <label className={styles.field}>
      <span className="visually-hidden">{ko.editor.text.label}</span>
      <textarea
        className={`${styles.input} ${styles.textarea}`}
        value={block.content}
        placeholder={block.placeholder || ko.editor.text.placeholder}
        maxLength={20_000}
        rows={4}
        onChange={(event) => onChange({ content: event.target.value })}
      />
    </label>
  );
}
