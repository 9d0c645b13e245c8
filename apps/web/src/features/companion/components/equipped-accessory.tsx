import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { CharacterPart } from '@tubesphere/shared/contract/character';
import * as ko from '../../../i18n/ko/index.ts';
import type { PlacedAccessory } from '../utils/customizer-state.ts';
import type { DragData } from '../utils/drag-data.ts';
import { accessoryStyle, figureStyles } from './companion-figure.tsx';
import styles from './equipped-accessory.module.css';
import { PartIcon } from './part-icon.tsx';

interface EquippedAccessoryProps {
  accessory: PlacedAccessory;
  part: CharacterPart;
  adjustMode: boolean;
  onRemove: () => void;
  onResetPosition: () => void;
  onDone: () => void;
}

/**
 * An accessory on the canvas. Outside adjust mode a click takes it off; in adjust mode it drags
 * (mouse, touch, keyboard) and shows reset / done controls on hover and on focus.
 */
export function EquippedAccessory({
  accessory,
  part,
  adjustMode,
  onRemove,
  onResetPosition,
  onDone,
}: EquippedAccessoryProps) {
  const t = ko.character;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `equipped:${part.part_id}`,
    data: { kind: 'equipped', partId: part.part_id } satisfies DragData,
    disabled: !adjustMode,
    attributes: { roleDescription: t.dnd.roleDescription },
  });
  const drag = CSS.Translate.toString(transform) ?? '';
  const classes = [
    figureStyles.accessory,
    styles.wrapper,
    adjustMode && styles.adjusting,
    isDragging && styles.dragging,
  ].filter(Boolean);
  return (
    <div
      className={classes.join(' ')}
      style={{ ...accessoryStyle(accessory), transform: `translate(-50%, -50%) ${drag}` }}
      data-part-id={part.part_id}
      data-x={accessory.x}
      data-y={accessory.y}
    >
      {adjustMode ? (
        <button
          ref={setNodeRef}
          type="button"
          className={styles.item}
          {...attributes}
          {...listeners}
          aria-label={t.moveAccessory(part.part_name, accessory.x, accessory.y)}
        >
          <PartIcon icon={part.part_icon} className={figureStyles.accessoryIcon} />
        </button>
      ) : (
        <button
          ref={setNodeRef}
          type="button"
          className={styles.item}
          onClick={onRemove}
          aria-label={t.removeAccessory(part.part_name)}
          title={t.removeAccessory(part.part_name)}
        >
          <PartIcon icon={part.part_icon} className={figureStyles.accessoryIcon} />
        </button>
      )}
      {adjustMode && !isDragging && (
        <div className={`${styles.controls} ${accessory.y > 62 ? styles.above : ''}`}>
          <button
            type="button"
            className={styles.control}
            onClick={onResetPosition}
            aria-label={t.resetPositionLabel(part.part_name)}
          >
            {t.resetPosition}
          </button>
          <button type="button" className={styles.control} onClick={onDone} aria-label={t.doneLabel}>
            {t.done}
          </button>
        </div>
      )}
    </div>
  );
}
