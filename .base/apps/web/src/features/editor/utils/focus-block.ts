/** Where focus goes after a block operation, so keyboard users never lose their place. */
export type FocusTarget = { id: string; part: 'field' | 'up' | 'down' };

export function focusBlock(list: HTMLElement | null, target: FocusTarget): void {
  const block = Array.from(list?.querySelectorAll<HTMLElement>('[data-block-id]') ?? []).find(
    (element) => element.dataset.blockId === target.id,
  );
  if (!block) return;
  if (target.part === 'field') {
    block.querySelector<HTMLElement>('textarea, input:not([type="hidden"])')?.focus();
    return;
  }
  const wanted = block.querySelector<HTMLButtonElement>(`[data-action="${target.part}"]`);
  const other = block.querySelector<HTMLButtonElement>(`[data-action="${target.part === 'up' ? 'down' : 'up'}"]`);
  (wanted && !wanted.disabled ? wanted : other)?.focus();
}
