import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { playlistMaxOptions } from '../utils/options.ts';

const f = ko.adminTesters.fields;

const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubePlaylistsApi,
  intro: ko.adminTesters.playlists.intro,
  endpoint: 'playlists',
  help: ko.adminTesters.playlists.help,
  defaults: { part: 'snippet,contentDetails', maxResults: '5' },
  fields: [
    { name: 'part', label: f.part, required: true, wide: true, placeholder: 'snippet,contentDetails' },
    { name: 'channelId', label: f.channelId, placeholder: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' },
    { name: 'id', label: f.id, placeholder: 'PL…' },
    { name: 'maxResults', label: f.maxResults, kind: 'select', options: playlistMaxOptions() },
    { name: 'mine', label: f.mine, kind: 'checkbox' },
  ],
};

export const YoutubePlaylistsApiPage = () => <YoutubeTester config={config} />;
