import type { UserSuggestion } from '@tubesphere/shared/contract/users';
import { mentionQueryAt } from '@tubesphere/shared/domain/comment-text';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useMentionSuggestions } from './mention-suggestions.ts';

/**
 * @ suggestions on a text field as a combobox (WAI-ARIA APG, list autocomplete): typing after an
 * @ opens the list, ↑/↓ move the active option (aria-activedescendant, the focus stays in the
 * field), Enter or Tab puts `@name ` in place of what was typed, Escape closes it until the
 * next edit. The comment box passes its post (the thread's people come first); the post
 * editor's text blocks pass none.
 */
export type MentionCombobox = ReturnType<typeof useMentionCombobox>;

export function useMentionCombobox(
  fieldRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  setText: (text: string) => void,
  postId?: string,
) {
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // Escape closes the list until the next edit, which opens it again (as a search box's list does).
  const [dismissed, setDismissed] = useState(false);
  const [editedText, setEditedText] = useState(text);
  if (text !== editedText) {
    setEditedText(text);
    setDismissed(false);
  }
  const mention = mentionQueryAt(text, caret);
  const suggestions = useMentionSuggestions(mention?.query ?? '', postId);
  const users: UserSuggestion[] = mention ? (suggestions.data?.users ?? []) : [];
  const open = mention !== null && !dismissed && users.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const syncCaret = () => setCaret(fieldRef.current?.selectionStart ?? 0);

  const choose = (user: UserSuggestion) => {
    if (!mention) return;
    const inserted = `@${user.name} `;
    const next = text.slice(0, mention.start) + inserted + text.slice(caret);
    const position = mention.start + inserted.length;
    setText(next);
    setCaret(position);
    setActive(0);
    requestAnimationFrame(() => {
      fieldRef.current?.focus();
      fieldRef.current?.setSelectionRange(position, position);
    });
  };

  /** True when the key was the list's (the field's own handler should then ignore it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const current = Math.min(active, users.length - 1);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + users.length) % users.length);
      return true;
    }
    if (
      (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.nativeEvent.isComposing) ||
      event.key === 'Tab'
    ) {
      event.preventDefault();
      const user = users[current];
      if (user) choose(user);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
      return true;
    }
    return false;
  };

  const onCaretMove = () => {
    syncCaret();
    if (!open) setActive(0);
  };

  return {
    open,
    users,
    active: Math.min(active, Math.max(0, users.length - 1)),
    listId,
    optionId,
    choose,
    onKeyDown,
    /** Follows the caret (typing, clicks, arrow keys outside the list). */
    onCaretMove,
    /** The field's own caret moves: keys released (but the list's ↑/↓) and clicks. */
    caretProps: {
      onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') onCaretMove();
      },
      onClick: onCaretMove,
    },
    fieldProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open ? optionId(Math.min(active, users.length - 1)) : undefined,
    },
  };
}
