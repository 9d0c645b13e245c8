import * as ko from '../../../i18n/ko/index.ts';
import { YoutubeTester, type YoutubeTesterConfig } from '../components/youtube-tester.tsx';
import { maxResultOptions } from '../utils/options.ts';

const f = ko.adminTesters.fields;

const config: YoutubeTesterConfig = {
  title: ko.pages.admin.youtubeChannelsApiTest,
  intro: ko.adminTesters.channelsTest.intro,
  endpoint: 'channels',
  help: ko.adminTesters.channelsTest.help,
  defaults: { part: 'snippet,statistics' },
  fields: [
    { name: 'part', label: f.part, wide: true, placeholder: 'snippet,statistics' },
    { name: 'id', label: f.id, placeholder: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' },
    { name: 'forHandle', label: f.forHandle, placeholder: '@googledevelopers' },
    { name: 'forUsername', label: f.forUsername },
    { name: 'maxResults', label: f.maxResults, kind: 'select', options: maxResultOptions(true) },
    { name: 'mine', label: f.mine, kind: 'checkbox' },
    { name: 'managedByMe', label: f.managedByMe, kind: 'checkbox' },
    { name: 'mySubscribers', label: f.mySubscribers, kind: 'checkbox' },
  ],
};

export const YoutubeChannelsApiTestPage = () => <YoutubeTester config={config} />;
