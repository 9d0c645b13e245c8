import type { TextBlock } from '@tubesphere/shared/contract/blocks';
import { useId, useRef } from 'react';
import { MentionList } from '../../../components/mention-list.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { useMentionCombobox } from '../../../lib/use-mention-combobox.ts';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import styles from './block-fields.module.css';

/**
 * A text block: @ suggestions as in the comment box (a combobox; the people the writer follows
 * come first, as a post has no thread yet), and the server links the names it resolves.
 */
export function TextBlockEditor({ block, onChange }: { block: TextBlock; onChange: (patch: BlockPatch) => void }) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionCombobox(fieldRef, block.content, (content) => onChange({ content }));
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className="visually-hidden">
        {ko.editor.text.label}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className={`${styles.input} ${styles.textarea}`}
        value={block.content}
        placeholder={block.placeholder || ko.editor.text.placeholder}
        maxLength={20_000}
        rows={4}
        {...mention.fieldProps}
        onChange={(event) => {
          onChange({ content: event.target.value });
          mention.onCaretMove();
        }}
        onKeyDown={mention.onKeyDown}
        {...mention.caretProps}
      />
      <MentionList combobox={mention} />
    </div>
  );
}
