/** The shapes of the fake YouTube's world and the words its titles are made of (catalog.ts builds it). */
export interface FakeChannel {
  id: string;
  title: string;
  handle: string;
  description: string;
  categoryId: string;
  country: string;
  publishedAt: string;
  subscriberCount: number;
  viewCount: number;
  videoCount: number;
  hiddenSubscriberCount: boolean;
}

export interface FakeVideo {
  id: string;
  channel: FakeChannel;
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  publishedAt: string;
  durationSeconds: number;
  definition: 'hd' | 'sd';
  caption: boolean;
  viewCount: number;
  likeCount: number;
  commentCount: number;
}

export interface FakePlaylist {
  id: string;
  channel: FakeChannel;
  title: string;
  description: string;
  publishedAt: string;
  videos: (FakeVideo | 'private' | 'deleted')[];
}

export const TITLE_PARTS: Record<string, { topics: string[]; formats: string[] }> = {
  '1': {
    topics: ['올해 최고의 반전 영화', '넷플릭스 신작', '애니메이션 명작', '한국 영화 역대 흥행작'],
    formats: ['{t} 10분 요약', '결말 포함 {t} 리뷰', '{t} 숨은 디테일 총정리'],
  },
  '2': {
    topics: ['신형 전기차', '국산 SUV', '하이브리드 세단', '경차'],
    formats: ['{t} 1주일 시승기', '{t} 연비 실측', '{t} 장단점 솔직 리뷰'],
  },
  '10': {
    topics: ['신곡 뮤직비디오', '컴백 무대', '라이브 클립', '안무 연습 영상'],
    formats: ["'{t}' Official MV", '{t} 최초 공개', '{t} (4K)'],
  },
  '15': {
    topics: ['고양이 목욕', '강아지 산책', '아기 고양이 입양', '집사 출근길'],
    formats: ['{t} 브이로그', '{t} 대참사 ㅋㅋ', '{t} 하는 날'],
  },
  '17': {
    topics: ['손흥민 골', 'KBO 끝내기', '국가대표 평가전', '김연경 스파이크'],
    formats: ['{t} 하이라이트', '{t} 모음 ZIP', '{t} 현장 직캠'],
  },
  '19': {
    topics: ['일본 소도시', '유럽 배낭여행', '제주도 한 달 살기', '남미 국경'],
    formats: ['{t} 여행 1편', '{t}에서 생긴 일', '{t} 가성비 코스'],
  },
  '20': {
    topics: ['리그 오브 레전드', '마인크래프트', '발로란트', '스타크래프트'],
    formats: ['{t} 역대급 판', '{t} 신규 패치 분석', '{t} 랭크 도전기'],
  },
  '22': {
    topics: ['편의점 신상', '마라탕 10인분', '24시간 챌린지', '자취방 정리'],
    formats: ['{t} 먹방', '{t} 도전!', '{t} 브이로그'],
  },
  '23': {
    topics: ['회사 신입 연기', '소개팅 상황극', '사투리 대결', '부장님 회식'],
    formats: ['{t} ㅋㅋㅋ', '{t} 모음', '{t} 레전드'],
  },
  '24': {
    topics: ['핑계고', '예능 비하인드', '토크쇼 명장면', '웹예능 신작'],
    formats: ['{t} EP.{n}', '{t} 풀버전', '{t} 미공개 영상'],
  },
  '25': {
    topics: ['코스피 2,700선', '기준금리 동결', '원달러 환율', '부동산 대책'],
    formats: ['[속보] {t}', '{t} 오늘의 시장', '{t} 전문가 분석'],
  },
  '26': {
    topics: ['김치찌개', '계란볶음밥', '떡볶이', '여름 냉면'],
    formats: ['{t} 황금 레시피', '초간단 {t}', '{t} 실패 없는 비법'],
  },
  '27': {
    topics: ['금리와 주식', '세계사 미스터리', '반도체 전쟁', '인구 절벽'],
    formats: ['{t} 한 번에 정리', '{t} 쉽게 설명해 드림', '{t}의 모든 것'],
  },
  '28': {
    topics: ['갤럭시 신제품', '아이폰 신작', 'AI 노트북', '블랙홀 사진'],
    formats: ['{t} 언박싱', '{t} 1분 정리', '{t} 진짜 원리'],
  },
};

export function iso(ms: number): string {
  // Today's YouTube answers: whole seconds with a Z (fixtures SOURCE.md).
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
