/** Believable Korean text for benchmark rows, cheap to generate by the hundred thousand. */
import { textLength, vocabulary } from './vocabulary.ts';

export const BENCH_PASSWORD = 'bench1234!';

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = [
  '민준',
  '서연',
  '지훈',
  '유나',
  '하은',
  '도윤',
  '서준',
  '지아',
  '예린',
  '태양',
  '수아',
  '현우',
  '지민',
  '시우',
  '하준',
];
const TOPICS = [
  '경제뉴스',
  '야구 하이라이트',
  '요리 레시피',
  '게임 공략',
  'ASMR 수면',
  '과학 다큐',
  '여행 브이로그',
  '주식 이야기',
  '축구 명장면',
  '먹방',
];
const SENTENCES = [
  '오늘 본 영상 중에 제일 좋았어요.',
  '설명이 쉬워서 처음 보는 분도 이해하기 좋아요.',
  '출근길에 보기 딱 좋은 길이입니다.',
  '댓글에서 추천받아서 봤는데 대박이네요.',
  '이 채널 요즘 정말 잘나가네요.',
];
const VIDEO_IDS = ['jNQXAC9IVRw', 'dQw4w9WgXcQ', '9bZkp7q19f0', 'kJQP7kiw5Fk'];
const TIMINGS = ['drinking', 'commute', 'break'];
const CONTENTS = ['cooking', 'knowledge', 'humor', 'economy', 'news', 'sports', 'asmr', 'gaming'];

export const makeContent = {
  userName: (i: number) =>
    `${SURNAMES[i % SURNAMES.length]}${GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length]}${i}`,
  comment: (i: number) => SENTENCES[i % SENTENCES.length] as string,
  post(i: number, random: () => number) {
    const topic = TOPICS[i % TOPICS.length] as string;
    const words = vocabulary();
    // The topic keeps the fixed-word search scenario comparable (a tenth of posts each); the rest
    // is drawn from 20,000 words with their frequency (vocabulary.ts), in varied lengths.
    const title = `${topic} ${words.text(random, textLength(random, 2, 8)).replace(/\.$/, '')}`;
    const content = `${words.text(random, textLength(random, 5, 120))} ${SENTENCES[Math.floor(random() * SENTENCES.length)]}`;
    const blocks: object[] = [{ id: `${i}-t`, type: 'text', content }];
    let image: string | null = null;
    switch (i % 4) {
      case 0: {
        const id = VIDEO_IDS[i % VIDEO_IDS.length];
        blocks.push({
          id: `${i}-v`,
          type: 'video',
          url: `https://www.youtube.com/watch?v=${id}`,
          embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
        });
        break;
      }
      case 1:
        blocks.push({
          id: `${i}-l`,
          type: 'link',
          url: 'https://news.naver.com/',
          title: '네이버 뉴스',
          description: '오늘의 주요 뉴스',
          domain: 'news.naver.com',
        });
        break;
      case 2:
        image = `/uploads/demo-${(i % 6) + 1}.webp`;
        blocks.push({ id: `${i}-i`, type: 'image', url: image });
        break;
      default:
        break;
    }
    // Every post with a video is a video share with a timing and a content category, so the
    // category filters have about 8,000 (timing) and 3,000 (content) posts each at 100k.
    const categories =
      i % 4 === 0
        ? JSON.stringify({
            timing: [TIMINGS[(i / 4) % TIMINGS.length]],
            content: [CONTENTS[Math.floor(i / 12) % CONTENTS.length]],
          })
        : null;
    return { title, content, blocks, image, categories };
  },
};
