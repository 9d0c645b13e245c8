import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { allCategoryOptions, maxResultOptions, opts, regionOptions } from '../utils/options.ts';

const f = ko.adminTesters.fields;

/** Every category is offered so the chart's category rule can be seen at work. */
const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubeVideosApi,
  intro: ko.adminTesters.videos.intro,
  endpoint: 'videos',
  savable: true,
  help: ko.adminTesters.videos.help,
  defaults: { part: 'snippet,contentDetails,statistics', chart: 'mostPopular', regionCode: 'KR', maxResults: '10' },
  fields: [
    { name: 'part', label: f.part, wide: true, placeholder: 'snippet,contentDetails,statistics' },
    { name: 'chart', label: f.chart, kind: 'select', options: opts(['mostPopular'], true) },
    { name: 'id', label: f.id, placeholder: 'D-lhorsDlUQ,…' },
    { name: 'myRating', label: f.myRating, kind: 'select', options: opts(['like', 'dislike'], true) },
    { name: 'regionCode', label: f.regionCode, kind: 'select', options: regionOptions(true) },
    { name: 'videoCategoryId', label: f.videoCategoryId, kind: 'select', options: allCategoryOptions() },
    { name: 'maxResults', label: f.maxResults, kind: 'select', options: maxResultOptions() },
    { name: 'q', label: f.q, hint: ko.adminTesters.videos.help[1] },
  ],
};

export const YoutubeVideosApiPage = () => <YoutubeTester config={config} />;
