import {
  CHANNEL_COUNTRIES,
  type ChannelCountry,
  RANKING_CATEGORY_IDS,
  RANKING_PERIODS,
  RANKING_REGIONS,
  type RankingCategoryId,
  type RankingPeriod,
  type RankingRegion,
} from '@tubesphere/shared/domain/rankings';
import * as ko from '../../../i18n/ko/index.ts';
import type { Choice } from '../components/choice-tabs.tsx';

const t = ko.rankings;

export const periodChoices: Choice<RankingPeriod>[] = RANKING_PERIODS.map((value) => ({
  value,
  label: t.periods[value],
}));

/** "한국 (KR)": the name to read, the code people know from YouTube. */
export const regionLabel = (code: RankingRegion) => `${t.regions[code]} (${code})`;

export const regionChoices: Choice<RankingRegion>[] = RANKING_REGIONS.map((value) => ({
  value,
  label: regionLabel(value),
}));

export const countryChoices: Choice<ChannelCountry>[] = CHANNEL_COUNTRIES.map((value) => ({
  value,
  label: value === 'ALL' ? t.regions.ALL : regionLabel(value),
}));

/** Category ids travel as text in the URL and in selects. */
export const CATEGORY_VALUES = RANKING_CATEGORY_IDS.map(String) as readonly string[];
export const toCategoryId = (value: string): RankingCategoryId | null =>
  (RANKING_CATEGORY_IDS as readonly number[]).includes(Number(value)) ? (Number(value) as RankingCategoryId) : null;

export const categoryChoices: Choice<string>[] = RANKING_CATEGORY_IDS.map((id) => ({
  value: String(id),
  label: t.categories[id] ?? String(id),
}));

export const categoryFilterChoices: Choice<string>[] = [{ value: 'all', label: t.allCategories }, ...categoryChoices];
