import {
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { getEventCoordinates, isKeyboardEvent } from '@dnd-kit/utilities';
import type { CharacterPart } from '@tubesphere/shared/contract/character';
import { type Dispatch, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { type CustomizerAction, type CustomizerState, nudgeTarget, pointToPercent } from '../utils/customizer-state.ts';
import { type DragData, dragData } from '../utils/drag-data.ts';
import { dndAccessibility } from './dnd-accessibility.ts';

type Point = { x: number; y: number };

// Pointer drags measure where the pointer is over the canvas; keyboard drags have no pointer.
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

interface Options {
  state: CustomizerState;
  dispatch: Dispatch<CustomizerAction>;
  partsById: Map<string, CharacterPart>;
  /** The box accessory percentages are measured in. */
  layerRef: RefObject<HTMLDivElement | null>;
}

/**
 * Drag and drop of spec §4: mouse, touch and keyboard. A keyboard drag keeps its target in
 * canvas percent: the first arrow brings the part to the middle of the canvas, each arrow then
 * moves it 5 % (1 % with Shift), and Space/Enter drops it there.
 */
export function useCustomizerDnd({ state, dispatch, partsById, layerRef }: Options) {
  const keyboardTarget = useRef<Point | null>(null);
  const [dragging, setDragging] = useState<DragData | null>(null);

  const keyboardOptions = useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
      const layer = layerRef.current?.getBoundingClientRect();
      const rect = context.collisionRect;
      const next = nudgeTarget(keyboardTarget.current, event.code, event.shiftKey);
      if (!layer || !rect || !next) return undefined;
      event.preventDefault();
      keyboardTarget.current = next;
      return {
        x: layer.left + (next.x / 100) * layer.width - rect.width / 2,
        y: layer.top + (next.y / 100) * layer.height - rect.height / 2,
      };
    };
    return { coordinateGetter };
  }, [layerRef]);
  const mouseOptions = useMemo(() => ({ activationConstraint: { distance: 6 } }), []);
  // A short press starts a drag so a swipe still scrolls the parts list on phones.
  const touchOptions = useMemo(() => ({ activationConstraint: { delay: 180, tolerance: 8 } }), []);
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  // Where the pointer really is: dnd-kit's delta also counts auto-scrolling of the parts panel,
  // which says nothing about where the part is over the canvas.
  const pointer = useRef<{ at: Point; grabOffset: Point; stop: () => void } | null>(null);
  const stopTracking = () => {
    pointer.current?.stop();
    pointer.current = null;
  };
  useEffect(
    () => () => {
      pointer.current?.stop();
    },
    [],
  );

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const data = dragData(active);
    const placed = state.accessories.find((a) => a.partId === data?.partId);
    keyboardTarget.current = data?.kind === 'equipped' && placed ? { x: placed.x, y: placed.y } : null;
    setDragging(data ?? null);
    stopTracking();
    const start = getEventCoordinates(activatorEvent);
    const layer = layerRef.current?.getBoundingClientRect();
    if (!start || !layer) return;
    // An accessory keeps the spot where it was grabbed, so it does not jump under the pointer.
    const grabOffset =
      data?.kind === 'equipped' && placed
        ? {
            x: start.x - (layer.left + (placed.x / 100) * layer.width),
            y: start.y - (layer.top + (placed.y / 100) * layer.height),
          }
        : { x: 0, y: 0 };
    const track = (event: MouseEvent | TouchEvent) => {
      const at = getEventCoordinates(event);
      if (at && pointer.current) pointer.current.at = at;
    };
    window.addEventListener('mousemove', track, { passive: true });
    window.addEventListener('touchmove', track, { passive: true });
    pointer.current = {
      at: start,
      grabOffset,
      stop: () => {
        window.removeEventListener('mousemove', track);
        window.removeEventListener('touchmove', track);
      },
    };
  };

  const dropPoint = (event: DragEndEvent, data: DragData, layer: DOMRect): Point | null => {
    if (isKeyboardEvent(event.activatorEvent)) return keyboardTarget.current;
    const tracked = pointer.current;
    const stage = layerRef.current?.parentElement?.getBoundingClientRect();
    if (!tracked || !stage) return null;
    const at = { x: tracked.at.x - tracked.grabOffset.x, y: tracked.at.y - tracked.grabOffset.y };
    const inside = at.x >= stage.left && at.x <= stage.right && at.y >= stage.top && at.y <= stage.bottom;
    // A part dropped off the canvas goes nowhere; an accessory dragged off it stops at the edge.
    if (data.kind === 'part' && !inside) return null;
    return pointToPercent(at, layer);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const data = dragData(event.active);
    const part = data && partsById.get(data.partId);
    const layer = layerRef.current?.getBoundingClientRect();
    const point = data && layer ? dropPoint(event, data, layer) : null;
    keyboardTarget.current = null;
    stopTracking();
    setDragging(null);
    if (!part?.is_unlocked || !point) return;
    if (part.part_type === 'base') dispatch({ type: 'selectBase', partId: part.part_id });
    else dispatch({ type: 'placeAccessory', partId: part.part_id, x: point.x, y: point.y });
  };

  const onDragCancel = () => {
    keyboardTarget.current = null;
    stopTracking();
    setDragging(null);
  };

  const accessibility = dndAccessibility(partsById);

  return {
    dragging,
    contextProps: {
      sensors,
      collisionDetection,
      onDragStart,
      onDragEnd,
      onDragCancel,
      accessibility,
    },
  };
}
