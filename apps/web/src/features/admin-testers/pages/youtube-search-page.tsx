import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { allCategoryOptions, dateToRfc3339, maxResultOptions, opts, regionOptions } from '../utils/options.ts';

const f = ko.adminTesters.fields;

const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubeSearchApi,
  intro: ko.adminTesters.search.intro,
  endpoint: 'search',
  savable: true,
  help: ko.adminTesters.search.help,
  defaults: {
    part: 'snippet',
    type: 'video',
    order: 'relevance',
    maxResults: '10',
    regionCode: 'KR',
    relevanceLanguage: 'ko',
  },
  fields: [
    { name: 'q', label: f.q, wide: true },
    { name: 'part', label: f.part, kind: 'select', options: opts(['snippet']) },
    { name: 'type', label: f.type, kind: 'select', options: opts(['video', 'channel', 'playlist'], true) },
    {
      name: 'order',
      label: f.order,
      kind: 'select',
      options: opts(['relevance', 'date', 'rating', 'title', 'videoCount', 'viewCount']),
    },
    { name: 'maxResults', label: f.maxResults, kind: 'select', options: maxResultOptions() },
    { name: 'regionCode', label: f.regionCode, kind: 'select', options: regionOptions(true) },
    { name: 'videoCategoryId', label: f.videoCategoryId, kind: 'select', options: allCategoryOptions() },
    {
      name: 'videoDuration',
      label: f.videoDuration,
      kind: 'select',
      options: opts(['any', 'short', 'medium', 'long'], true),
    },
    { name: 'publishedAfter', label: f.publishedAfter, kind: 'date' },
    { name: 'relevanceLanguage', label: f.relevanceLanguage, kind: 'select', options: opts(['ko', 'en', 'ja'], true) },
    { name: 'safeSearch', label: f.safeSearch, kind: 'select', options: opts(['moderate', 'none', 'strict'], true) },
  ],
  toParams: (values) => ({ ...values, publishedAfter: dateToRfc3339(values.publishedAfter) }),
};

export const YoutubeSearchApiPage = () => <YoutubeTester config={config} />;
