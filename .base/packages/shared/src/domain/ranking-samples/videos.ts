import type { RankingCategoryId, RankingRegion } from '../rankings.ts';
import { channelById } from './channels.ts';

/**
 * Fixed sample videos of the ranking pages (spec §2: no network calls). Each has its views of the
 * last 30 days and its age; views of today and of the week follow from those (period-views.ts).
 */
export interface SampleVideo {
  id: string;
  channelId: string;
  channelTitle: string;
  region: RankingRegion;
  category: RankingCategoryId;
  title: string;
  /** "mm:ss" (spec §3 ranking video). */
  duration: string;
  ageDays: number;
  monthViews: number;
  /** Likes per thousand views. */
  likesPerMille: number;
  thumbnail: string;
}

type Row = [
  channelId: string,
  category: RankingCategoryId,
  title: string,
  duration: string,
  ageDays: number,
  monthViews: number,
  likesPerMille: number,
];

// biome-ignore format: one video per line reads like the table it is
const ROWS: Row[] = [
  ['anitoon', 1, '[단편] 편의점 알바생이 마법소녀였던 건에 대하여', '14:52', 2, 1_840_000, 61],
  ['anitoon', 1, '웹툰 원작 애니 「여름의 끝에서」 풀버전', '22:10', 11, 2_960_000, 58],
  ['anitoon', 1, '1분 만에 보는 이번 주 애니 신작 요약', '8:34', 25, 640_000, 39],
  ['drive-lab', 2, '신형 전기 SUV 1,000km 장거리 실주행 연비', '21:48', 3, 486_000, 34],
  ['drive-lab', 2, '사회초년생 첫 차, 중고차 이것만 보세요', '16:05', 14, 712_000, 41],
  ['drive-lab', 2, '경차 vs 소형 SUV 유지비 1년 비교', '12:27', 27, 238_000, 29],
  ['room-piano', 10, '드라마 「눈부신 계절」 OST 피아노 커버 1시간', '1:02:14', 5, 934_000, 47],
  ['room-piano', 10, '비 오는 날 듣기 좋은 잔잔한 가요 피아노', '45:30', 18, 611_000, 44],
  ['room-piano', 10, '악보 없이 귀로 카피하는 법 (초보 가능)', '11:18', 29, 152_000, 52],
  ['indie-lounge', 10, '[LIVE] 새벽 두 시의 라디오 - 어쿠스틱 세션', '6:42', 4, 284_000, 63],
  ['indie-lounge', 10, '이번 달 인디 신곡 플레이리스트', '38:15', 20, 356_000, 38],
  ['starlight-stage', 24, '신인 걸그룹 데뷔 무대 풀캠 4K', '3:48', 1, 4_120_000, 72],
  ['starlight-stage', 24, '연말 시상식 무대 비하인드 대기실 공개', '13:26', 8, 3_270_000, 66],
  ['starlight-stage', 10, '[직캠] 보컬 라이브 챌린지 모음.zip', '18:09', 16, 2_480_000, 59],
  ['starlight-stage', 24, '아이돌 랜덤 플레이 댄스 in 홍대', '24:51', 23, 1_930_000, 54],
  ['meongnyang', 15, '골댕이 보리가 처음으로 바다를 본 날', '9:12', 2, 822_000, 88],
  ['meongnyang', 15, '고양이 콩이의 숨숨집 DIY 만들기', '7:45', 10, 430_000, 79],
  ['meongnyang', 15, '강아지 산책할 때 절대 하면 안 되는 행동 5가지', '10:33', 19, 517_000, 46],
  ['meongnyang', 15, '보리 vs 콩이 간식 쟁탈전 (feat. 집사)', '5:58', 28, 365_000, 83],
  ['football-korea', 17, 'K리그 개막전 하이라이트 - 극장골 터졌다', '11:04', 1, 1_260_000, 37],
  ['football-korea', 17, '국가대표 평가전 전반전 핵심 장면 정리', '15:40', 6, 1_980_000, 32],
  ['football-korea', 17, '이번 시즌 해외파 코리안리거 골 모음', '19:22', 21, 874_000, 35],
  ['travel-diary', 19, '3박 4일 제주 동쪽 뚜벅이 여행 코스', '26:17', 4, 398_000, 43],
  ['travel-diary', 19, '50만원으로 다낭 4일 버티기 가능?', '31:52', 12, 671_000, 48],
  ['travel-diary', 19, '강릉 당일치기 카페 투어 브이로그', '17:06', 26, 214_000, 40],
  ['hyungnim-games', 20, '신작 오픈월드 첫날 12시간 정주행 하이라이트', '34:20', 1, 2_240_000, 45],
  ['hyungnim-games', 20, '형님들 4인 생존게임, 마지막에 남은 사람은?', '28:47', 7, 1_580_000, 51],
  ['hyungnim-games', 20, '역대급 버그 모음 ㅋㅋㅋ (편집자 울었음)', '12:55', 17, 1_120_000, 49],
  ['dongne-tv', 22, '을지로 노포 골목 5천원 백반집 투어', '20:11', 3, 256_000, 51],
  ['dongne-tv', 22, '30년 된 동네 문방구 사장님 인터뷰', '14:38', 13, 188_000, 64],
  ['dongne-tv', 22, '망원시장 먹거리 1만원 챌린지', '18:44', 24, 143_000, 47],
  ['laugh-factory', 23, '신입사원 첫 출근 날 공감 100%', '8:05', 1, 2_710_000, 57],
  ['laugh-factory', 23, '회식 자리에서 꼭 있는 사람 유형', '9:41', 5, 1_890_000, 55],
  ['laugh-factory', 23, '부장님 몰래 메신저 하다 걸렸을 때', '7:19', 15, 1_460_000, 53],
  ['laugh-factory', 23, '명절 친척 잔소리 방어 스킬 모음', '10:58', 22, 1_240_000, 50],
  ['laugh-factory', 24, '웃음공장 배우들의 NG 대방출', '16:23', 9, 980_000, 62],
  ['news-24', 25, '[5분 요약] 오늘의 주요 뉴스 총정리', '5:12', 1, 864_000, 18],
  ['news-24', 25, '금리 동결, 내 대출 이자는 어떻게 될까', '9:47', 4, 1_120_000, 22],
  ['news-24', 25, '올여름 폭염 전망과 전력 수급 점검', '7:33', 10, 543_000, 15],
  ['news-24', 25, '청년 월세 지원 신청 방법 한눈에 정리', '6:28', 20, 920_000, 27],
  ['minji-kitchen', 26, '10분 완성 초간단 김치볶음밥 황금레시피', '12:48', 2, 1_420_000, 48],
  ['minji-kitchen', 22, '자취생 일주일 식비 3만원으로 버티기', '18:22', 9, 2_310_000, 41],
  ['sua-beauty', 26, '봄 웜톤 데일리 메이크업 (신상 위주)', '14:05', 3, 864_000, 52],
  ['sua-beauty', 26, '10년차 지성 피부의 찐 스킨케어 루틴', '16:40', 17, 1_120_000, 44],
  ['jisik-hanip', 27, '왜 비행기는 직선으로 날지 않을까?', '10:24', 2, 1_030_000, 56],
  ['jisik-hanip', 27, '조선시대 사람들은 하루에 몇 끼를 먹었을까', '12:09', 9, 1_370_000, 53],
  ['jisik-hanip', 27, '10분 만에 이해하는 금리와 환율', '11:36', 24, 812_000, 49],
  ['tech-doctor', 28, '신형 폴더블폰 2주 실사용 솔직 리뷰', '17:52', 3, 1_160_000, 33],
  ['tech-doctor', 28, '대학생 노트북 가성비 TOP 5 (가격대별)', '20:36', 13, 942_000, 36],
  ['coding-cat', 28, '비전공자 파이썬 30일 완성 - 1일차', '25:14', 6, 221_000, 58],
  ['coding-cat', 28, '엑셀 반복 업무 자동화 10분 만에 끝내기', '13:47', 19, 306_000, 61],
  ['nanum-teo', 29, '연탄 나눔 봉사 현장 (자원봉사자 모집)', '8:26', 5, 64_000, 71],
  ['nanum-teo', 29, '유기견 보호소 하루 봉사 브이로그', '11:50', 12, 92_000, 84],
  ['nanum-teo', 29, '헌 옷 기부, 이렇게 하면 더 도움 돼요', '6:14', 18, 41_000, 66],
  ['nanum-teo', 29, '동네 어르신 도시락 배달 캠페인 기록', '9:03', 27, 37_000, 75],
  ['backyard-builders', 26, 'Building a Tiny Cabin in 7 Days for $2,000', '23:41', 2, 5_820_000, 39],
  ['backyard-builders', 26, 'Easy Weekend Raised Garden Bed (Beginner Friendly)', '14:16', 16, 2_430_000, 42],
  ['pixel-rush', 20, 'I Beat the Hardest Level Without Jumping', '19:58', 1, 7_940_000, 44],
  ['pixel-rush', 20, '100 Players, 1 Island: Last One Standing Wins', '27:33', 8, 6_120_000, 47],
  ['daily-tech-bytes', 28, 'The Phone That Folds Three Ways: Hands-On', '11:09', 3, 3_080_000, 31],
  ['daily-tech-bytes', 28, 'Best Budget Earbuds Right Now (Blind Test)', '13:24', 15, 1_760_000, 34],
  ['hoops-nation', 17, 'Top 50 Plays of the Regular Season', '16:47', 4, 4_360_000, 36],
  ['hoops-nation', 17, 'Rookie Buzzer-Beater Breakdown: Every Angle', '8:52', 11, 2_110_000, 40],
  ['mattari-ryori', 26, 'ふわとろオムライスの作り方【失敗しない】', '9:38', 2, 1_260_000, 46],
  ['mattari-ryori', 26, '一週間の作り置きおかず10品', '21:05', 14, 980_000, 43],
  ['hayato-play', 20, '【ホラー】深夜の廃校を一人で探索した結果', '31:16', 1, 2_380_000, 52],
  ['hayato-play', 20, '新作RPG 初見プレイ #1 最初のボスが強すぎる', '42:09', 6, 1_640_000, 48],
  ['tokyo-walk', 19, '【4K】雨の浅草を歩く 夜の散歩', '48:20', 5, 712_000, 38],
  ['tokyo-walk', 19, '桜満開の目黒川を朝散歩', '36:44', 18, 1_090_000, 41],
  ['anime-katari', 1, '今期アニメ 面白さランキングTOP10', '18:57', 3, 1_470_000, 42],
  ['anime-katari', 1, '最終回の伏線を全部回収してみた', '24:35', 12, 1_120_000, 45],
  ['london-eats', 26, 'Eating Only £5 Street Food in Camden for a Day', '17:29', 2, 2_040_000, 41],
  ['london-eats', 26, 'The Best Fish and Chips in London? Blind Ranking', '21:13', 13, 1_580_000, 38],
  ['pitchside-fc', 17, 'Matchday Vlog: Last-Minute Winner at the Derby', '15:36', 1, 3_480_000, 43],
  ['pitchside-fc', 17, 'Crossbar Challenge vs Pro Goalkeeper', '12:48', 9, 2_620_000, 46],
  ['brit-lab', 27, 'What Would Happen If the Moon Disappeared?', '13:55', 4, 2_870_000, 49],
  ['brit-lab', 27, 'How Does Your Brain Decide What to Remember?', '16:02', 19, 1_410_000, 47],
  ['garage-classics', 2, 'Barn Find Mini: Will It Start After 30 Years?', '28:19', 3, 1_370_000, 53],
  ['garage-classics', 2, 'Full Restoration Timelapse: 1968 Roadster', '19:44', 22, 860_000, 50],
];

/** Three drawn thumbnails per category theme, cycled so neighbours differ. */
const THUMB_THEME: Record<RankingCategoryId, string> = {
  1: 'film',
  2: 'cars',
  10: 'music',
  15: 'pets',
  17: 'sports',
  19: 'travel',
  20: 'gaming',
  22: 'vlog',
  23: 'comedy',
  24: 'entertainment',
  25: 'news',
  26: 'style',
  27: 'education',
  28: 'tech',
  29: 'nonprofit',
};

const seen = new Map<RankingCategoryId, number>();

export const SAMPLE_VIDEOS: readonly SampleVideo[] = ROWS.map(
  ([channelId, category, title, duration, ageDays, monthViews, likesPerMille], index) => {
    const channel = channelById(channelId);
    if (!channel) throw new Error(`sample video ${index} names unknown channel ${channelId}`);
    const variant = ((seen.get(category) ?? 0) % 3) + 1;
    seen.set(category, variant);
    return {
      id: `sample-${String(index + 1).padStart(2, '0')}`,
      channelId,
      channelTitle: channel.name,
      region: channel.country,
      category,
      title,
      duration,
      ageDays,
      monthViews,
      likesPerMille,
      thumbnail: `/rankings/thumbs/${THUMB_THEME[category]}-${variant}.svg`,
    };
  },
);

export const THUMB_THEMES = THUMB_THEME;
