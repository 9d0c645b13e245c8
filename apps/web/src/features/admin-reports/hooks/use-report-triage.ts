import type { ReportAction, ReportGroup } from '@tubesphere/shared/contract/reports';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The keys of keyboard triage: move, select, and the four actions. */
export const TRIAGE_KEYS: Record<string, 'next' | 'previous' | 'select' | ReportAction> = {
  j: 'next',
  k: 'previous',
  x: 'select',
  h: 'hide',
  d: 'delete',
  i: 'ignore',
  s: 'sanction',
};

/** Typing in a field (or in a dialog) is never triage. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  Boolean(target.closest('textarea, select, dialog, [contenteditable="true"], input:not([type="checkbox"])'));

/**
 * Keyboard triage of the report queue, as in a mail client: j/k move between the cards (the
 * focus goes with them), x selects, h/d/i/s act on the selection — or on the card in focus when
 * nothing is selected. When acted-on cards leave the list, the focus stays at the same place.
 */
export function useReportTriage(
  groups: ReportGroup[],
  onAction: (action: ReportAction, targets: ReportGroup[]) => void,
  enabled: boolean,
) {
  const [current, setCurrent] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const cards = useRef<(HTMLElement | null)[]>([]);
  /** A card had the focus last: when it leaves the list, its neighbour takes the focus over. */
  const focusInList = useRef(false);

  const focusAt = useCallback((index: number) => {
    // The card is there already: focus it now (setting the same index again would not re-render).
    cards.current[index]?.focus();
    setCurrent(index);
  }, []);

  // When the card in focus leaves the list (acted on), the one now in its place takes the focus.
  useEffect(() => {
    if (groups.length === 0) return;
    const index = Math.min(current, groups.length - 1);
    if (index !== current) {
      setCurrent(index);
      return;
    }
    if (focusInList.current && document.activeElement === document.body) cards.current[index]?.focus();
  }, [current, groups]);

  const toggle = useCallback((key: string, on?: boolean) => {
    setSelected((now) => {
      const next = new Set(now);
      if (on ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const live = groups.filter((group) => selected.has(group.key));

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const command = TRIAGE_KEYS[event.key.toLowerCase()];
      if (!command || groups.length === 0) return;
      event.preventDefault();
      const here = groups[Math.min(current, groups.length - 1)];
      if (command === 'next') return focusAt(Math.min(current + 1, groups.length - 1));
      if (command === 'previous') return focusAt(Math.max(current - 1, 0));
      if (!here) return;
      if (command === 'select') return toggle(here.key);
      onAction(command, live.length > 0 ? live : [here]);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, groups, current, live, focusAt, toggle, onAction]);

  return {
    current,
    setCurrent,
    selected: live,
    isSelected: (key: string) => selected.has(key),
    toggle,
    selectAll: (on: boolean) => setSelected(on ? new Set(groups.map((group) => group.key)) : new Set()),
    clear: (keys: string[]) => setSelected((now) => new Set([...now].filter((key) => !keys.includes(key)))),
    cardRef: (index: number) => (element: HTMLElement | null) => {
      cards.current[index] = element;
    },
    /** For each card's onFocus (a click or Tab into it makes it the current one). */
    onCardFocus: (index: number) => {
      focusInList.current = true;
      if (index !== current) setCurrent(index);
    },
  };
}
