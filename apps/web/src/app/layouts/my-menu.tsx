import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import * as ko from '../../i18n/ko/index.ts';
import { firstScreenReady } from '../../lib/first-screen.ts';
import { optionalPiece, preloadableLazy } from '../../lib/lazy-component.ts';
import styles from './site-header.module.css';

const t = ko.header;

// Preloadable: once fetched it renders in the same frame as the press (a lazy component would
// suspend for a moment even then, and a Tab right after Enter would pass the menu by).
const { component: MyMenuListLazy, preload: loadList } = preloadableLazy(() =>
  import('./my-menu-list.tsx').then((module) => module.MyMenuList),
);
/**
 * Before it is asked for, so the menu opens at once (a keyboard's Enter then Tab must land in
 * it): after the first screen, or as the button is pointed at or focused. A failure shows when
 * it is opened (optionalPiece).
 */
const prefetchList = () => void loadList().catch(() => {});

/**
 * The original My button did nothing; here it opens the account menu a user expects
 * (companion, write, settings, admin, log out). Closes on Escape, outside click or navigation.
 * The menu's code is fetched as the button is pointed at or focused (my-menu-list.tsx): every
 * page has the button, few readers open it.
 */
export function MyMenu() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void firstScreenReady().then(prefetchList);
  }, [signedIn]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape from inside the menu would drop the focus with the menu; it goes back to MY.
      const inside = wrapRef.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className={styles.myWrap} ref={wrapRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="small"
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        onPointerEnter={prefetchList}
        onFocus={prefetchList}
        onClick={() => setOpen((v) => !v)}
      >
        {t.my}
      </Button>
      {open && optionalPiece(MyMenuListLazy, { user, id: menuId, close: () => setOpen(false) })}
    </div>
  );
}
