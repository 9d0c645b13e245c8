import {
  ALL_CATEGORY_IDS,
  CATEGORY_TITLES,
  CHART_CATEGORY_IDS,
  COMMENT_MAX_RESULTS,
  IMPORT_REGIONS,
  TESTER_MAX_RESULTS,
} from '@tubesphere/shared/domain/youtube-rules';
import * as ko from '../../../i18n/ko/index.ts';
import type { FieldOption } from '../components/param-form.tsx';

const none: FieldOption = { value: '', label: ko.adminTesters.common.none };

export const opts = (values: readonly (string | number)[], withNone = false): FieldOption[] => [
  ...(withNone ? [none] : []),
  ...values.map((v) => ({ value: String(v), label: String(v) })),
];

export const regionOptions = (withNone = false) => opts(IMPORT_REGIONS, withNone);
export const maxResultOptions = (withNone = false) => opts(TESTER_MAX_RESULTS, withNone);
/** Playlists and their items: 5 to 50. */
export const playlistMaxOptions = () => opts(TESTER_MAX_RESULTS);
/** Comment threads add 100. */
export const commentMaxOptions = () => opts(COMMENT_MAX_RESULTS);

/** Ids YouTube has no category for (3 to 9, 11 …) still show their number, saying so. */
const categoryLabel = (id: number) => `${id} · ${CATEGORY_TITLES[id] ?? ko.adminTesters.common.unnamedCategory}`;
/** Ids 1 to 44 are listed in the testers. */
export const allCategoryOptions = (): FieldOption[] => [
  none,
  ...ALL_CATEGORY_IDS.map((id) => ({ value: String(id), label: categoryLabel(id) })),
];
/** The categories the videos chart accepts (docs/product.md#youtube-testers). */
export const chartCategoryOptions = (): FieldOption[] => [
  none,
  ...CHART_CATEGORY_IDS.map((id) => ({ value: String(id), label: categoryLabel(id) })),
];

/** Yesterday in Korea, YYYY-MM-DD (the import's default date). */
export const yesterdayKst = (now = new Date()) =>
  new Date(now.getTime() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

/** A date input's "2024-05-01" → RFC 3339 midnight in Korea, as search.list wants. */
export const dateToRfc3339 = (value: string | undefined) =>
  value ? new Date(`${value}T00:00:00+09:00`).toISOString() : '';
