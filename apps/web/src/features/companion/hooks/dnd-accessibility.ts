import type { Active, Announcements } from '@dnd-kit/core';
import type { CharacterPart } from '@tubesphere/shared/contract/character';
import * as ko from '../../../i18n/ko/index.ts';
import { dragData } from '../utils/drag-data.ts';

/** What screen readers hear while a part is dragged (dnd-kit's defaults are English). */
export function dndAccessibility(partsById: Map<string, CharacterPart>) {
  const text = ko.character.dnd;
  const name = (active: Active) => partsById.get(dragData(active)?.partId ?? '')?.part_name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.picked(name(active)),
    onDragOver: ({ active, over }) => (over ? text.over(name(active)) : text.outside(name(active))),
    onDragEnd: ({ active, over }) => (over ? text.dropped(name(active)) : text.cancelled(name(active))),
    onDragCancel: ({ active }) => text.cancelled(name(active)),
  };
  return { announcements, screenReaderInstructions: { draggable: text.instructions } };
}
