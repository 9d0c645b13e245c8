import type { RankingCategoryId, RankingRegion } from '../rankings.ts';

/**
 * Fixed sample channels of the analysis pages (spec §2: mock data). Fictional channels with
 * believable numbers; avatars are drawn by the project (public/rankings/avatars/<id>.svg).
 */
export interface SampleChannel {
  id: string;
  name: string;
  handle: string;
  country: RankingRegion;
  category: RankingCategoryId;
  subscribers: number;
  totalViews: number;
  videoCount: number;
  /** Subscribers gained in the last 7 days. */
  weeklyGain: number;
  description: string;
}

type Row = [
  id: string,
  name: string,
  handle: string,
  country: RankingRegion,
  category: RankingCategoryId,
  subscribers: number,
  totalViews: number,
  videoCount: number,
  weeklyGain: number,
  description: string,
];

// biome-ignore format: one channel per line reads like the table it is
const ROWS: Row[] = [
  ['minji-kitchen', '오늘의 집밥 민지', '@minjikitchen', 'KR', 26, 1_840_000, 412_300_000, 486, 38_900, '퇴근 후 20분이면 완성되는 집밥 레시피'],
  ['hyungnim-games', '게임하는 형님들', '@hyungnimgames', 'KR', 20, 2_610_000, 1_284_000_000, 2_140, 9_200, '세 형님의 신작 게임 정주행과 멀티 플레이'],
  ['starlight-stage', '별빛 스테이지', '@starlightstage', 'KR', 24, 8_930_000, 5_812_000_000, 3_870, 61_200, '음악방송 직캠과 무대 비하인드 모음'],
  ['dongne-tv', '동네 한바퀴 TV', '@dongnetv', 'KR', 22, 412_000, 58_700_000, 312, 7_900, '골목 구석구석 숨은 가게를 찾아가는 브이로그'],
  ['jisik-hanip', '지식한입', '@jisikhanip', 'KR', 27, 1_270_000, 231_500_000, 604, 31_400, '어려운 지식을 10분 애니메이션으로'],
  ['tech-doctor', '테크리뷰 박사', '@techdoctor', 'KR', 28, 963_000, 287_900_000, 1_022, 7_300, '스마트폰·노트북 실사용 리뷰와 비교'],
  ['laugh-factory', '웃음공장 스튜디오', '@laughfactory', 'KR', 23, 3_150_000, 1_046_000_000, 928, 22_500, '하루 한 편, 직장인 공감 스케치 코미디'],
  ['news-24', '뉴스브리핑 24', '@newsbriefing24', 'KR', 25, 1_520_000, 904_100_000, 18_450, 2_900, '오늘 꼭 알아야 할 뉴스를 5분 요약으로'],
  ['meongnyang', '멍냥이네 하루', '@meongnyang', 'KR', 15, 688_000, 174_200_000, 541, 21_700, '골든리트리버 보리와 고양이 콩이의 일상'],
  ['football-korea', '풋볼 하이라이트 코리아', '@footballkr', 'KR', 17, 1_090_000, 652_800_000, 4_210, 11_800, 'K리그와 해외축구 경기 하이라이트'],
  ['travel-diary', '떠나요 여행일기', '@traveldiary', 'KR', 19, 534_000, 96_300_000, 227, 12_800, '가성비 국내여행과 동남아 배낭여행 기록'],
  ['drive-lab', '드라이브 랩', '@drivelab', 'KR', 2, 377_000, 81_600_000, 419, 2_600, '신차 시승기와 중고차 구매 가이드'],
  ['anitoon', '애니툰 극장', '@anitoon', 'KR', 1, 2_030_000, 783_400_000, 1_306, 4_100, '웹툰 원작 단편 애니메이션 극장'],
  ['room-piano', '방구석 피아노', '@roompiano', 'KR', 10, 745_000, 139_700_000, 388, 14_600, '드라마 OST와 가요를 피아노 커버로'],
  ['nanum-teo', '함께하는 나눔터', '@nanumteo', 'KR', 29, 96_400, 8_900_000, 173, 2_600, '지역 봉사와 기부 캠페인 현장 이야기'],
  ['sua-beauty', '뷰티 다이어리 수아', '@suabeauty', 'KR', 26, 1_310_000, 268_400_000, 455, 19_800, '피부 타입별 스킨케어와 데일리 메이크업'],
  ['coding-cat', '코딩하는 고양이', '@codingcat', 'KR', 28, 285_000, 31_200_000, 198, 18_300, '비전공자를 위한 쉬운 코딩 강의'],
  ['indie-lounge', '인디음악 라운지', '@indielounge', 'KR', 10, 322_000, 64_100_000, 512, 900, '새벽에 듣기 좋은 인디 라이브 세션'],
  ['backyard-builders', 'Backyard Builders', '@backyardbuilders', 'US', 26, 4_200_000, 1_103_000_000, 642, 52_300, 'Weekend DIY projects anyone can build'],
  ['pixel-rush', 'Pixel Rush Gaming', '@pixelrush', 'US', 20, 6_800_000, 3_420_000_000, 2_915, 48_600, 'Speedruns, challenges and new release first looks'],
  ['daily-tech-bytes', 'Daily Tech Bytes', '@dailytechbytes', 'US', 28, 3_300_000, 912_000_000, 1_480, 19_700, 'Gadget news and honest reviews in under ten minutes'],
  ['hoops-nation', 'Hoops Nation', '@hoopsnation', 'US', 17, 2_700_000, 1_355_000_000, 3_204, 8_400, 'Basketball highlights, breakdowns and mixtapes'],
  ['mattari-ryori', 'まったり料理ちゃんねる', '@mattariryori', 'JP', 26, 1_100_000, 298_000_000, 702, 7_600, '簡単で美味しい家庭料理レシピ'],
  ['hayato-play', 'ゲーム実況ハヤト', '@hayatoplay', 'JP', 20, 2_400_000, 1_012_000_000, 2_388, 27_900, '毎日ゲーム実況、ホラーからRPGまで'],
  ['tokyo-walk', 'トーキョー散歩', '@tokyowalk', 'JP', 19, 860_000, 203_500_000, 611, 5_100, '東京の街をのんびり歩く4K散歩動画'],
  ['anime-katari', 'アニメ語りch', '@animekatari', 'JP', 1, 1_500_000, 522_000_000, 1_094, 3_200, '今期アニメの考察とランキング'],
  ['london-eats', 'London Eats', '@londoneats', 'GB', 26, 1_900_000, 486_000_000, 733, 12_700, 'Street food and hidden restaurants across London'],
  ['pitchside-fc', 'Pitchside FC', '@pitchsidefc', 'GB', 17, 3_600_000, 1_740_000_000, 2_652, 29_400, 'Matchday vlogs, tactics and football challenges'],
  ['brit-lab', 'The Brit Lab', '@britlab', 'GB', 27, 2_200_000, 610_000_000, 845, 36_100, 'Big science questions answered in plain English'],
  ['garage-classics', 'Garage Classics UK', '@garageclassics', 'GB', 2, 940_000, 257_000_000, 498, 1_800, 'Restoring classic British cars, one bolt at a time'],
];

export const SAMPLE_CHANNELS: readonly SampleChannel[] = ROWS.map(
  ([id, name, handle, country, category, subscribers, totalViews, videoCount, weeklyGain, description]) => ({
    id,
    name,
    handle,
    country,
    category,
    subscribers,
    totalViews,
    videoCount,
    weeklyGain,
    description,
  }),
);

export const channelAvatar = (id: string) => `/rankings/avatars/${id}.svg`;

export const channelById = (id: string): SampleChannel | undefined =>
  SAMPLE_CHANNELS.find((channel) => channel.id === id);
