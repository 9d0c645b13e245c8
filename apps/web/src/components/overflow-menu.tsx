import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './overflow-menu.module.css';
import { openIndexOf, TriggerButton } from './overflow-menu-trigger.tsx';

export interface OverflowMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * The ⋯ button and its menu, as the WAI-ARIA menu button pattern has it: Enter, Space or ↓ opens
 * it on the first item, ↑/↓/Home/End move, Escape (or Tab, or a click elsewhere) closes it and
 * the focus returns to the button. `initialOpenAt` mounts it open (an OverflowMenuTrigger was
 * used while its items loaded): on that item, -2 the last, or -1 with the focus on the button.
 */
export function OverflowMenu({
  label,
  items,
  initialOpenAt,
}: {
  label: string;
  items: OverflowMenuItem[];
  initialOpenAt?: number;
}) {
  const [open, setOpen] = useState(initialOpenAt !== undefined);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef<number | null>(
    initialOpenAt === undefined ? null : initialOpenAt === -2 ? items.length - 1 : initialOpenAt,
  );

  useEffect(() => {
    if (!open) return;
    // Mounted open in place of a trigger whose button, focused, is gone: the focus comes here.
    if (focusOnOpen.current === -1) buttonRef.current?.focus();
    else if (focusOnOpen.current !== null) itemRefs.current[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const move = (from: number, step: number) => {
    const count = items.length;
    itemRefs.current[(from + step + count) % count]?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index, 1),
      ArrowUp: () => move(index, -1),
      Home: () => itemRefs.current[0]?.focus(),
      End: () => itemRefs.current[items.length - 1]?.focus(),
      Escape: () => close(true),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <TriggerButton
        buttonRef={buttonRef}
        label={label}
        expanded={open}
        controls={open ? menuId : undefined}
        onClick={(event) => (open ? close(false) : openAt(openIndexOf(event)))}
        onKeyDown={onButtonKey}
      />
      {open && (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${styles.item} ${item.danger ? styles.danger : ''}`}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
