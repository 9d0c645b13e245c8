import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { opts, regionOptions } from '../utils/options.ts';

const f = ko.adminTesters.fields;

const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubeVideoCategoriesApi,
  intro: ko.adminTesters.videoCategories.intro,
  endpoint: 'videoCategories',
  help: ko.adminTesters.videoCategories.help,
  defaults: { part: 'snippet', regionCode: 'KR' },
  fields: [
    { name: 'part', label: f.part, kind: 'select', options: opts(['snippet']) },
    { name: 'regionCode', label: f.regionCode, kind: 'select', options: regionOptions(true) },
    { name: 'id', label: f.id, placeholder: '10,17,20' },
    { name: 'hl', label: f.hl, kind: 'select', options: opts(['ko', 'en', 'ja'], true) },
  ],
};

export const YoutubeVideoCategoriesApiPage = () => <YoutubeTester config={config} />;
