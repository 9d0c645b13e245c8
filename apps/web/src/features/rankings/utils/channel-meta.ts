import type { RankingChannel } from '@tubesphere/shared/contract/rankings';
import * as ko from '../../../i18n/ko/index.ts';

const t = ko.rankings;

/** The chips under a channel's name: its category and country, where known. */
export function channelMeta(channel: Pick<RankingChannel, 'categoryId' | 'country'>): string[] {
  const category = channel.categoryId !== null ? t.categories[channel.categoryId] : undefined;
  const country = channel.country
    ? (t.regions[channel.country as keyof typeof t.regions] ?? channel.country)
    : undefined;
  return [category, country].filter((text): text is string => Boolean(text));
}
