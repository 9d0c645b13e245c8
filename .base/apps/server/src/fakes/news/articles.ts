import { seededRandom } from '../random.ts';

/** Korean business headlines for NewsAPI's `country=kr&category=business` (and friends). */
const COMPANIES = [
  '삼성전자',
  'SK하이닉스',
  '현대차',
  'LG에너지솔루션',
  '네이버',
  '카카오',
  '셀트리온',
  '기아',
  'POSCO홀딩스',
  '한화에어로스페이스',
  'KB금융',
  '신한지주',
  '삼성바이오로직스',
  'LG화학',
  '두산에너빌리티',
];
const THEMES = [
  '반도체',
  '2차전지',
  '인공지능',
  '금리',
  '환율',
  '수출',
  '부동산',
  '코스피',
  '코스닥',
  '원자재',
  '유가',
  '배터리',
  '전기차',
  '방산',
  '바이오',
];
const TEMPLATES = [
  '{c}, {t} 호조에 3분기 영업이익 시장 예상 웃돌아',
  '{c} 주가 급등…외국인 순매수 이어져',
  '{t} 업황 회복 기대감에 {c} 신고가 경신',
  '코스피, {t} 강세에 2,700선 회복…{c} 상승 주도',
  '한국은행 기준금리 동결…{t} 시장 영향은',
  '원·달러 환율 1,380원대…{c} 등 수출주 수혜 전망',
  '{c}, 미국 {t} 공장 증설 발표',
  '{t} 수출 역대 최대…{c} 실적 개선 신호',
  '증권가 "{c} 목표주가 상향"…{t} 성장성 주목',
  '{c} 노사 임금협상 타결…{t} 투자 확대',
  '정부, {t} 산업 지원 방안 발표…{c} 수혜 기대',
  '개인투자자 {t} 관련주 매수 열풍…{c} 거래량 급증',
  '{c} 배당 확대 발표에 주가 강세',
  '{t} 가격 하락에 {c} 실적 우려 커져',
  '외국인 {t} 업종 순매도…{c} 약세 마감',
];
const SOURCES = ['연합뉴스', '한국경제', '매일경제', '조선비즈', '머니투데이', '이데일리', '서울경제', '헤럴드경제'];
const DOMAINS: Record<string, string> = {
  연합뉴스: 'www.yna.co.kr',
  한국경제: 'www.hankyung.com',
  매일경제: 'www.mk.co.kr',
  조선비즈: 'biz.chosun.com',
  머니투데이: 'news.mt.co.kr',
  이데일리: 'www.edaily.co.kr',
  서울경제: 'www.sedaily.com',
  헤럴드경제: 'biz.heraldcorp.com',
};

const ENGLISH = [
  'Stocks rally as inflation cools more than expected',
  'Tech giants report record quarterly earnings',
  'Oil prices slip on weaker demand outlook',
  'Central bank signals rates will stay higher for longer',
  'Electric vehicle sales hit new record in Europe',
  'Chipmakers lead market gains on AI optimism',
  'Retail sales beat forecasts in holiday season',
  'Housing market cools as mortgage rates climb',
];

export interface FakeArticle {
  source: { id: string | null; name: string };
  author: string | null;
  title: string;
  description: string | null;
  url: string;
  urlToImage: string | null;
  publishedAt: string;
  content: string | null;
}

const REMOVED: Omit<FakeArticle, 'publishedAt'> = {
  source: { id: null, name: '[Removed]' },
  author: null,
  title: '[Removed]',
  description: '[Removed]',
  url: 'https://removed.com',
  urlToImage: null,
  content: '[Removed]',
};

export function buildArticles(country: string, category: string, now: Date): FakeArticle[] {
  const rand = seededRandom(country.length * 7919 + category.length * 104729 + 17);
  const korean = country === 'kr';
  const count = korean ? 137 : 64;
  return Array.from({ length: count }, (_, i) => {
    const publishedAt = new Date(now.getTime() - i * 37 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    if (i % 29 === 28) return { ...REMOVED, publishedAt: '1970-01-01T00:00:00Z' };
    if (!korean) {
      const title = `${rand.pick(ENGLISH)} - ${rand.pick(['Reuters', 'CNBC', 'Bloomberg', 'AP News'])}`;
      return {
        source: { id: null, name: title.split(' - ')[1]! },
        author: rand.pick(['Jane Doe', 'John Smith', null]),
        title,
        description: `${title.split(' - ')[0]}. Analysts say the trend may continue through the next quarter.`,
        url: `https://news.example.com/${category}/${i}`,
        urlToImage: i % 4 === 0 ? null : `https://images.example.com/${category}/${i}.jpg`,
        publishedAt,
        content: `${title.split(' - ')[0]}. Analysts say the trend may continue… [+${rand.int(800, 4200)} chars]`,
      };
    }
    const company = rand.pick(COMPANIES);
    const theme = rand.pick(THEMES);
    const source = rand.pick(SOURCES);
    const headline = rand.pick(TEMPLATES).replace('{c}', company).replace('{t}', theme);
    return {
      source: { id: null, name: source },
      author:
        i % 3 === 0
          ? null
          : `${rand.pick(['김', '이', '박', '최', '정'])}${rand.pick(['민수', '지영', '현우', '서연'])} 기자`,
      title: `${headline} - ${source}`,
      description:
        i % 11 === 5
          ? null
          : `${company}의 ${theme} 관련 소식입니다. 시장에서는 ${theme} 업황과 ${company}의 실적이 향후 주가의 방향을 결정할 것으로 보고 있다.`,
      url: `https://${DOMAINS[source]}/article/${20240000 + i}`,
      urlToImage: i % 5 === 0 ? null : `https://${DOMAINS[source]}/photo/${20240000 + i}.jpg`,
      publishedAt,
      content: `${company}의 ${theme} 관련 소식입니다. 업계에 따르면 ${company}는 올해 ${theme} 부문 투자를 늘릴 계획이다… [+${rand.int(600, 3800)} chars]`,
    };
  });
}
