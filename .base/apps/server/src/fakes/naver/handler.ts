import { type FakeRequest, type FakeResponse, json } from '../http-types.ts';
import { hashNumber, seededRandom } from '../random.ts';

/** Client ids that make the fake Naver API fail like the real one. */
export const FAKE_NAVER_CREDENTIALS = {
  valid: { id: 'demo-naver-id', secret: 'demo-naver-secret' },
  invalidId: 'invalid-id',
  quotaExceededId: 'quota-exceeded',
} as const;

const err = (status: number, errorCode: string, errorMessage: string) => json(status, { errorMessage, errorCode });

const PRESS = [
  'news.naver.com',
  'www.yna.co.kr',
  'www.hankyung.com',
  'www.chosun.com',
  'www.hani.co.kr',
  'www.khan.co.kr',
  'www.donga.com',
];
const SENTENCES = [
  '{q} 관련 정책 발표에 시장의 관심이 쏠리고 있다',
  '전문가들은 {q}에 대해 &quot;신중한 접근이 필요하다&quot;고 말했다',
  '{q} 이슈가 온라인 커뮤니티에서 화제가 되고 있다',
  '정부는 {q} 대책을 다음 달 중 내놓을 예정이다',
  '{q}을(를) 둘러싼 논란이 이어지고 있다 &amp; 업계 반응도 엇갈렸다',
  '지난해보다 {q} 관련 문의가 두 배 가까이 늘었다',
];

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 822 in Korean time, as Naver writes it: "Mon, 26 Sep 2016 11:01:35 +0900". */
function rfc822Kst(ms: number): string {
  const d = new Date(ms + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0900`;
}

export function createNaverFake(startedAt = new Date()) {
  return {
    handle(request: FakeRequest, path: string): FakeResponse {
      if (path !== 'search/news.json') return err(404, 'SE05', 'Invalid search api (존재하지 않는 검색 api 입니다.)');
      const id = request.headers['x-naver-client-id'];
      const secret = request.headers['x-naver-client-secret'];
      if (!id || !secret || id === FAKE_NAVER_CREDENTIALS.invalidId)
        return err(401, '024', 'Not Exist Client ID : Authentication failed. (인증에 실패했습니다.)');
      if (id === FAKE_NAVER_CREDENTIALS.quotaExceededId)
        return err(429, '010', 'Query limit exceeded. (호출 한도를 초과했습니다.)');
      const q = request.query;
      const query = q.get('query');
      if (!query) return err(400, 'SE01', 'Incorrect query request (잘못된 쿼리요청입니다.)');
      if (query === 'trigger-500') return err(500, 'SE99', 'System Error (시스템 에러)');
      const display = q.get('display') === null ? 10 : Number(q.get('display'));
      if (!Number.isInteger(display) || display < 1 || display > 100)
        return err(400, 'SE02', 'Invalid display value (부적절한 display 값입니다.)');
      const start = q.get('start') === null ? 1 : Number(q.get('start'));
      if (!Number.isInteger(start) || start < 1 || start > 1000)
        return err(400, 'SE03', 'Invalid start value (부적절한 start 값입니다.)');
      const sort = q.get('sort') ?? 'sim';
      if (sort !== 'sim' && sort !== 'date') return err(400, 'SE04', 'Invalid sort value (부적절한 sort 값입니다.)');

      const total = query.length < 2 ? 0 : 1200 + (hashNumber(query) % 90_000);
      const count = Math.max(0, Math.min(display, total - start + 1));
      const items = Array.from({ length: count }, (_, i) => {
        const n = start + i;
        const rand = seededRandom(hashNumber(`${query}-${n}-${sort}`));
        const press = rand.pick(PRESS);
        const bold = `<b>${query.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</b>`;
        const articleId = 1_000_000 + (hashNumber(`${query}${n}`) % 8_999_999);
        const minutesAgo = sort === 'date' ? n * 23 : rand.int(10, 60 * 24 * 20);
        return {
          title: `${rand.pick(SENTENCES).replace('{q}', bold).slice(0, 60)}`,
          originallink: `https://${press}/article/${articleId}`,
          link:
            press === 'news.naver.com'
              ? `https://n.news.naver.com/mnews/article/001/${articleId}`
              : `https://${press}/article/${articleId}`,
          description: `${rand.pick(SENTENCES).replace('{q}', bold)}. ${rand.pick(SENTENCES).replace('{q}', bold)}.`,
          pubDate: rfc822Kst(startedAt.getTime() - minutesAgo * 60_000),
        };
      });
      return json(200, { lastBuildDate: rfc822Kst(startedAt.getTime()), total, start, display: items.length, items });
    },
  };
}
