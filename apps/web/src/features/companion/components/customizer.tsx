import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { CharacterPart, CharacterProfile } from '@tubesphere/shared/contract/character';
import { useMemo, useReducer, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCustomizeCharacter } from '../api/customize-character.ts';
import { useCustomizerDnd } from '../hooks/use-customizer-dnd.ts';
import { customizerReducer, stateFromProfile, toCustomizeBody } from '../utils/customizer-state.ts';
import { AssemblyCanvas } from './assembly-canvas.tsx';
import { CompanionStats } from './companion-stats.tsx';
import styles from './customizer.module.css';
import { LevelProgress } from './level-progress.tsx';
import { NameField } from './name-field.tsx';
import { PartGhost } from './part-ghost.tsx';
import { PartsList } from './parts-list.tsx';

interface CustomizerProps {
  /** The latest profile: level, stats and unlocks follow it; the look is read once on mount. */
  profile: CharacterProfile;
  userId: string;
  /** Page mode (/character) has no cancel; elsewhere cancel and a successful save close it. */
  mode?: 'page' | 'dialog';
  onClose?: () => void;
}

/** The customizer (docs/product.md#companion). Unsaved changes live only here, so leaving discards them. */
export function Customizer({ profile, userId, mode = 'page', onClose }: CustomizerProps) {
  const t = ko.character;
  const [state, dispatch] = useReducer(customizerReducer, profile, stateFromProfile);
  const layerRef = useRef<HTMLDivElement>(null);
  const partsById = useMemo(() => new Map(profile.availableParts.map((p) => [p.part_id, p])), [profile.availableParts]);
  const { contextProps, dragging } = useCustomizerDnd({ state, dispatch, partsById, layerRef });
  const save = useCustomizeCharacter(userId);

  // A tap or click does what a drop would, for people who cannot or would rather not drag.
  const activate = (part: CharacterPart) => {
    if (part.part_type === 'base') dispatch({ type: 'selectBase', partId: part.part_id });
    else if (state.accessories.some((a) => a.partId === part.part_id))
      dispatch({ type: 'removeAccessory', partId: part.part_id });
    else dispatch({ type: 'placeAccessory', partId: part.part_id, x: 50, y: 50 });
  };

  const finish = () =>
    save.mutate(toCustomizeBody(state, userId, profile.character.character_name), {
      onSuccess: ({ success: _saved, ...saved }) => {
        dispatch({ type: 'reset', state: stateFromProfile(saved) });
        toast.success(t.saved);
        if (mode !== 'page') onClose?.();
      },
      onError: (error) => {
        // Logging alone is not enough: a toast tells the person, or the save looks lost.
        console.warn(t.saveFailedLog, error);
        toast.error(errorMessage(error));
      },
    });

  const ghost = dragging?.kind === 'part' ? partsById.get(dragging.partId) : undefined;
  const { character } = profile;
  return (
    <DndContext {...contextProps}>
      <div className={styles.layout}>
        <div className={styles.side}>
          <div className={styles.nameBlock}>
            <NameField value={state.name} onChange={(name) => dispatch({ type: 'setName', name })} />
          </div>
          <div className={styles.partsScroll}>
            <PartsList parts={profile.availableParts} state={state} onActivate={activate} />
          </div>
        </div>
        <div className={styles.centre}>
          <div className={styles.stage}>
            <AssemblyCanvas state={state} dispatch={dispatch} partsById={partsById} layerRef={layerRef} />
          </div>
          <div className={styles.details}>
            <div className={styles.progressBlock}>
              <LevelProgress level={character.level} experience={character.experience} />
            </div>
            <div className={styles.statsBlock}>
              <CompanionStats stats={character} />
            </div>
            <div className={styles.actions}>
              {mode !== 'page' && (
                <Button variant="secondary" onClick={onClose}>
                  {t.cancel}
                </Button>
              )}
              <Button className={styles.finish} onClick={finish} disabled={save.isPending || !state.baseId}>
                {save.isPending ? t.saving : t.finish}
              </Button>
            </div>
            {!state.baseId && <p className={styles.hint}>{t.noBaseHint}</p>}
          </div>
        </div>
      </div>
      <DragOverlay dropAnimation={null}>{ghost ? <PartGhost part={ghost} /> : null}</DragOverlay>
    </DndContext>
  );
}
