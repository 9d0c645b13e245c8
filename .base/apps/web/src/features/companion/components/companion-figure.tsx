import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './companion-figure.module.css';
import { PartIcon } from './part-icon.tsx';

export interface FigureAccessory {
  partId: string;
  icon: string;
  x: number;
  y: number;
}

interface CompanionFigureProps extends HTMLAttributes<HTMLDivElement> {
  baseIcon: string | null;
  accessories: FigureAccessory[];
  size?: 'small' | 'large';
  /** The droppable node (the customizer's canvas). */
  stageRef?: Ref<HTMLDivElement>;
  /** The box accessory percentages are measured in. */
  layerRef?: Ref<HTMLDivElement>;
  /** Interactive accessories (the canvas); static icons otherwise. */
  renderAccessory?: (accessory: FigureAccessory) => ReactNode;
  /** Shown in the middle when no base is chosen. */
  placeholder?: ReactNode;
  highlighted?: boolean;
}

/** Where an accessory sits: its centre at (x %, y %) of the layer. */
export const accessoryStyle = (accessory: { x: number; y: number }): CSSProperties => ({
  left: `${accessory.x}%`,
  top: `${accessory.y}%`,
});

/**
 * The companion as assembled: the base large in the middle of a soft stage and the accessories
 * at their percent positions. Sizes follow the stage width (container units), so the home
 * widget and the customizer canvas draw the same picture at any size.
 */
export function CompanionFigure({
  baseIcon,
  accessories,
  size = 'large',
  stageRef,
  layerRef,
  renderAccessory,
  placeholder,
  highlighted = false,
  className,
  ...rest
}: CompanionFigureProps) {
  const classes = [styles.stage, styles[size], highlighted && styles.highlighted, className].filter(Boolean).join(' ');
  return (
    <div ref={stageRef} className={classes} {...rest}>
      <span className={styles.floor} aria-hidden="true" />
      {baseIcon ? (
        <PartIcon icon={baseIcon} className={styles.base} />
      ) : (
        <div className={styles.placeholder}>{placeholder}</div>
      )}
      <div ref={layerRef} className={styles.layer}>
        {accessories.map((accessory) =>
          renderAccessory ? (
            renderAccessory(accessory)
          ) : (
            <span key={accessory.partId} className={styles.accessory} style={accessoryStyle(accessory)}>
              <PartIcon icon={accessory.icon} className={styles.accessoryIcon} />
            </span>
          ),
        )}
      </div>
    </div>
  );
}

export { styles as figureStyles };
