import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import * as ko from '../i18n/ko/index.ts';
import { Ellipsis } from './icons.ts';
import styles from './overflow-menu.module.css';

/** Where a menu opens: the item to focus, or -1 (a click with the mouse: none). */
export const openIndexOf = (event: MouseEvent) => (event.detail === 0 ? 0 : -1);

/**
 * The ⋯ button alone: what a menu whose items load on first use (the posts' menu) shows until
 * then. `onOpen` gets the item to focus as OverflowMenu's `initialOpenAt` takes it: Enter and
 * Space (a click of detail 0) open on the first item, ↓ on the first and ↑ on the last
 * (`itemCount` unknown yet: -2 stands for the last), a mouse click on none.
 */
export function OverflowMenuTrigger({
  label,
  expanded = false,
  onOpen,
  onWarm,
}: {
  label: string;
  expanded?: boolean;
  onOpen?: (index: number) => void;
  onWarm?: () => void;
}) {
  return (
    <div className={styles.wrap}>
      <TriggerButton
        label={label}
        expanded={expanded}
        onClick={(event) => onOpen?.(openIndexOf(event))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          onOpen?.(event.key === 'ArrowDown' ? 0 : -2);
        }}
        onWarm={onWarm}
      />
    </div>
  );
}

export function TriggerButton({
  label,
  expanded,
  controls,
  buttonRef,
  onClick,
  onKeyDown,
  onWarm,
}: {
  label: string;
  expanded: boolean;
  controls?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onWarm?: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.trigger}
      aria-label={label}
      title={ko.ownContent.menuLabel}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={onWarm}
      onFocus={onWarm}
    >
      <Ellipsis size={20} />
    </button>
  );
}
