import { useEffect, useId, useRef, useState } from 'react';
import { Plus, X } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { BLOCK_TYPES, type BlockType } from '../utils/blocks-reducer.ts';
import styles from './block-editor.module.css';
import { BlockTypeIcon } from './block-type-icon.tsx';

const t = ko.editor;

interface AddBlockMenuProps {
  afterIndex: number;
  onAdd: (type: BlockType, afterIndex: number) => void;
  /** Guests: every add button is disabled and says 로그인 필요 (docs/product.md#write). */
  locked: boolean;
}

function TypeButtons({ afterIndex, onAdd, locked }: AddBlockMenuProps) {
  return BLOCK_TYPES.map((type) => (
    <button
      key={type}
      type="button"
      className={styles.typeButton}
      disabled={locked}
      onClick={() => onAdd(type, afterIndex)}
      aria-label={locked ? t.loginRequired : t.addType(t.blockTypes[type])}
    >
      <BlockTypeIcon type={type} />
      {locked ? t.loginRequired : t.blockTypes[type]}
    </button>
  ));
}

/** The add bar under the last block: always open. */
export function AddBlockBar(props: AddBlockMenuProps) {
  const headingId = useId();
  return (
    <section className={styles.addBar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.addBarTitle}>
        {t.addBlock}
      </h2>
      <div className={styles.typeButtons}>
        <TypeButtons {...props} />
      </div>
    </section>
  );
}

/** "Add after this block": a small toggle that opens the four block types in place. */
export function AddBlockAfter(props: AddBlockMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLFieldSetElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Opening moves focus into the menu; closing it without a choice returns focus to the toggle.
  useEffect(() => {
    if (open) menuRef.current?.querySelector('button')?.focus();
    else if (wasOpen.current && menuRef.current === null && document.activeElement === document.body) {
      toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  const position = props.afterIndex + 1;
  if (!open) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className={styles.addAfter}
        disabled={props.locked}
        aria-expanded={false}
        aria-controls={menuId}
        onClick={() => setOpen(true)}
      >
        <Plus size={18} />
        {props.locked ? t.loginRequired : t.addBlockAfter(position)}
      </button>
    );
  }
  return (
    <fieldset
      ref={menuRef}
      id={menuId}
      className={styles.addAfterMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <legend className="visually-hidden">{t.addBlockMenu(position)}</legend>
      <TypeButtons
        {...props}
        onAdd={(type, afterIndex) => {
          setOpen(false);
          props.onAdd(type, afterIndex);
        }}
      />
      <button type="button" className={styles.closeMenu} onClick={() => setOpen(false)} aria-label={ko.common.close}>
        <X size={16} />
      </button>
    </fieldset>
  );
}
