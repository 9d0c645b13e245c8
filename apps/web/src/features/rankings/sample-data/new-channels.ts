import type { NewChannelCategory, RankingRegion } from '@tubesphere/shared/domain/rankings';

/** Spec §3 new channel: a ranking channel plus its creation date and weekly growth. */
export interface SampleNewChannel {
  id: string;
  name: string;
  country: RankingRegion;
  category: NewChannelCategory;
  /** How long ago the channel opened; createdAt is derived so the sample stays "new". */
  ageDays: number;
  subscribers: number;
  totalViews: number;
  videoCount: number;
  /** Subscribers gained in the last 7 days. */
  weeklyGain: number;
  description: string;
}

/** Spec §2: the fixed sample list of 5 channels. */
export const SAMPLE_NEW_CHANNELS: readonly SampleNewChannel[] = [
  {
    id: 'new-hanki-cooking',
    name: '하루한끼 자취요리',
    country: 'KR',
    category: 'lifestyle',
    ageDays: 42,
    subscribers: 186_400,
    totalViews: 12_800_000,
    videoCount: 34,
    weeklyGain: 24_300,
    description: '원룸 주방에서 만드는 만원 이하 한 끼. 설거지까지 10분이면 끝나는 레시피만 올려요.',
  },
  {
    id: 'new-pixel-dungeon',
    name: '픽셀던전 실황',
    country: 'KR',
    category: 'game',
    ageDays: 67,
    subscribers: 241_900,
    totalViews: 31_200_000,
    videoCount: 58,
    weeklyGain: 18_700,
    description: '인디 로그라이크 게임만 파는 실황 채널. 매일 밤 10시 생방송 다시보기.',
  },
  {
    id: 'new-3min-economy',
    name: '3분 경제 상식',
    country: 'KR',
    category: 'education',
    ageDays: 29,
    subscribers: 98_700,
    totalViews: 5_400_000,
    videoCount: 21,
    weeklyGain: 15_900,
    description: '뉴스에 나오는 경제 용어를 3분 안에 그림으로 설명합니다.',
  },
  {
    id: 'new-midnight-lofi',
    name: 'Midnight Lo-fi Seoul',
    country: 'US',
    category: 'music',
    ageDays: 51,
    subscribers: 312_500,
    totalViews: 44_900_000,
    videoCount: 40,
    weeklyGain: 21_200,
    description: 'Lo-fi beats recorded on rainy Seoul nights — for studying, coding and late-night drives.',
  },
  {
    id: 'new-nyanko-theater',
    name: 'にゃんこ劇場',
    country: 'JP',
    category: 'entertainment',
    ageDays: 85,
    subscribers: 154_300,
    totalViews: 19_700_000,
    videoCount: 77,
    weeklyGain: 9_800,
    description: '保護猫たちの毎日を短いドラマ仕立てでお届けします。',
  },
];

export const newChannelAvatar = (id: string) => `/rankings/avatars/${id}.svg`;
