import * as ko from '../../../i18n/ko/index.ts';
import type { Choice } from '../components/choice-tabs.tsx';

/** Every ranking page shows its ranking or the user's 즐겨찾기 (?view=favorites). */
export const VIEWS = ['ranking', 'favorites'] as const;
export type View = (typeof VIEWS)[number];

export const viewChoices: Choice<View>[] = VIEWS.map((value) => ({ value, label: ko.rankings.views[value] }));
