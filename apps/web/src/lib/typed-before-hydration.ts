import { type RefObject, useLayoutEffect } from 'react';

/**
 * Text someone typed into a server-rendered field before the app hydrated it. As React hydrates a
 * controlled field it sets the field to its state — empty — and the text would be gone; a page's
 * scripts start only after its first paint (docs/decisions/149), so on a slow phone there is time
 * to type. Noted from just before hydration until the app is ready; each field takes its text back
 * into its own state as it hydrates (useTypedBeforeHydration).
 */
const typed = new Map<EventTarget, string>();
let stopWatching: (() => void) | null = null;

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

function note(field: EventTarget | null): void {
  const isText =
    field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_INPUTS.has(field.type));
  if (isText && field.value !== field.defaultValue) typed.set(field, field.value);
}

/** Notes what the fields in `root` hold now and whatever is typed until forgetTypedText(). */
export function keepTypedText(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) note(field);
  // A part of the page hydrates as a task of its own: typing can go on meanwhile.
  const onInput = (event: Event) => note(event.target);
  root.addEventListener('input', onInput, true);
  stopWatching = () => root.removeEventListener('input', onInput, true);
}

/** Once every part has hydrated, fields keep their own text: stop noting. */
export function forgetTypedText(): void {
  stopWatching?.();
  stopWatching = null;
  // Called as the last part's frame commits, before the layout effects of the fields inside it
  // have taken their text: cleared once that commit is over.
  setTimeout(() => typed.clear(), 0);
}

/**
 * For a text field the server renders: in the commit that hydrates it, hands what was typed into
 * it before then to `restore` (its state setter), which puts it back on screen.
 */
export function useTypedBeforeHydration(
  fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  restore: (text: string) => void,
): void {
  // Mount only: after hydration the field's state is the truth.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the field hydrates
  useLayoutEffect(() => {
    const field = fieldRef.current;
    const text = field ? typed.get(field) : undefined;
    if (!field || text === undefined) return;
    typed.delete(field);
    restore(text);
  }, []);
}
