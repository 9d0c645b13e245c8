import { useDroppable } from '@dnd-kit/core';
import type { CharacterPart } from '@tubesphere/shared/contract/character';
import type { Dispatch, RefObject } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import type { CustomizerAction, CustomizerState } from '../utils/customizer-state.ts';
import { CANVAS_ID } from '../utils/drag-data.ts';
import styles from './assembly-canvas.module.css';
import { CompanionFigure } from './companion-figure.tsx';
import { EquippedAccessory } from './equipped-accessory.tsx';

interface AssemblyCanvasProps {
  state: CustomizerState;
  dispatch: Dispatch<CustomizerAction>;
  partsById: Map<string, CharacterPart>;
  layerRef: RefObject<HTMLDivElement | null>;
}

/** The centre canvas: drop target for parts, with the adjust-mode switch under it. */
export function AssemblyCanvas({ state, dispatch, partsById, layerRef }: AssemblyCanvasProps) {
  const t = ko.character;
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  const base = state.baseId ? partsById.get(state.baseId) : undefined;
  const accessories = state.accessories.flatMap((a) => {
    const part = partsById.get(a.partId);
    return part ? [{ ...a, icon: part.part_icon }] : [];
  });
  const setAdjust = (on: boolean) => dispatch({ type: 'setAdjustMode', on });

  return (
    <section className={styles.canvas} aria-label={t.canvasLabel}>
      <CompanionFigure
        stageRef={setNodeRef}
        layerRef={layerRef}
        highlighted={isOver}
        baseIcon={base?.part_icon ?? null}
        accessories={accessories}
        placeholder={t.canvasEmpty}
        data-testid="assembly-canvas"
        data-base-id={state.baseId ?? ''}
        renderAccessory={(accessory) => {
          const part = partsById.get(accessory.partId);
          if (!part) return null;
          return (
            <EquippedAccessory
              key={accessory.partId}
              accessory={accessory}
              part={part}
              adjustMode={state.adjustMode}
              onRemove={() => dispatch({ type: 'removeAccessory', partId: part.part_id })}
              onResetPosition={() => dispatch({ type: 'resetPosition', partId: part.part_id })}
              onDone={() => setAdjust(false)}
            />
          );
        }}
      />
      <div className={styles.toolbar}>
        <Button
          variant={state.adjustMode ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={state.adjustMode}
          disabled={!state.adjustMode && state.accessories.length === 0}
          onClick={() => setAdjust(!state.adjustMode)}
        >
          {state.adjustMode ? t.adjustModeDone : t.adjustMode}
        </Button>
        <p className={styles.hint}>{state.adjustMode ? t.canvasHelpAdjust : t.canvasHelpRemove}</p>
      </div>
    </section>
  );
}
