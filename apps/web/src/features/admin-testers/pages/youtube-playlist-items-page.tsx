import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { opts, playlistMaxOptions } from '../utils/options.ts';

const f = ko.adminTesters.fields;
const PARTS = [
  'snippet',
  'contentDetails',
  'status',
  'snippet,contentDetails',
  'snippet,status',
  'contentDetails,status',
  'snippet,contentDetails,status',
];

const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubePlaylistItemsApi,
  intro: ko.adminTesters.playlistItems.intro,
  endpoint: 'playlistItems',
  savable: true,
  help: ko.adminTesters.playlistItems.help,
  defaults: { part: 'snippet,contentDetails', maxResults: '5' },
  fields: [
    {
      name: 'playlistId',
      label: f.playlistId,
      required: true,
      wide: true,
      placeholder: 'PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw',
    },
    { name: 'part', label: f.part, kind: 'select', options: opts(PARTS) },
    { name: 'maxResults', label: f.maxResults, kind: 'select', options: playlistMaxOptions() },
    { name: 'videoId', label: f.videoId },
  ],
};

export const YoutubePlaylistItemsApiPage = () => <YoutubeTester config={config} />;
