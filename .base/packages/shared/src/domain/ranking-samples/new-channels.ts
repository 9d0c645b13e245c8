import type { NewChannelCategory, RankingRegion } from '../rankings.ts';

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

/** Spec §2: the fixed sample list of 5 channels, all opened within the last 30 days. */
export const SAMPLE_NEW_CHANNELS: readonly SampleNewChannel[] = [
  {
    id: 'new-hanki-cooking',
    name: '하루한끼 자취요리',
    country: 'KR',
    category: 'lifestyle',
    ageDays: 12,
    subscribers: 86_400,
    totalViews: 4_800_000,
    videoCount: 11,
    weeklyGain: 31_300,
    description: '원룸 주방에서 만드는 만원 이하 한 끼. 설거지까지 10분이면 끝나는 레시피만 올려요.',
  },
  {
    id: 'new-pixel-dungeon',
    name: '픽셀던전 실황',
    country: 'KR',
    category: 'game',
    ageDays: 24,
    subscribers: 141_900,
    totalViews: 11_200_000,
    videoCount: 23,
    weeklyGain: 28_700,
    description: '인디 로그라이크 게임만 파는 실황 채널. 매일 밤 10시 생방송 다시보기.',
  },
  {
    id: 'new-3min-economy',
    name: '3분 경제 상식',
    country: 'KR',
    category: 'education',
    ageDays: 8,
    subscribers: 38_700,
    totalViews: 1_900_000,
    videoCount: 6,
    weeklyGain: 26_900,
    description: '뉴스에 나오는 경제 용어를 3분 안에 그림으로 설명합니다.',
  },
  {
    id: 'new-midnight-lofi',
    name: 'Midnight Lo-fi Seoul',
    country: 'US',
    category: 'music',
    ageDays: 19,
    subscribers: 212_500,
    totalViews: 18_900_000,
    videoCount: 16,
    weeklyGain: 61_200,
    description: 'Lo-fi beats recorded on rainy Seoul nights — for studying, coding and late-night drives.',
  },
  {
    id: 'new-nyanko-theater',
    name: 'にゃんこ劇場',
    country: 'JP',
    category: 'entertainment',
    ageDays: 27,
    subscribers: 54_300,
    totalViews: 6_700_000,
    videoCount: 27,
    weeklyGain: 9_800,
    description: '保護猫たちの毎日を短いドラマ仕立てでお届けします。',
  },
];

export const newChannelAvatar = (id: string) => `/rankings/avatars/${id}.svg`;
