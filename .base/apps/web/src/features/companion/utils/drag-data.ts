import type { Active } from '@dnd-kit/core';

export const CANVAS_ID = 'companion-canvas';

export interface DragData {
  /** A card of the parts list, or an accessory already on the canvas (adjust mode). */
  kind: 'part' | 'equipped';
  partId: string;
}

export const dragData = (active: Active): DragData | undefined => active.data.current as DragData | undefined;
