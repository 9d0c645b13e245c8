import { hashNumber, seededRandom, stableId } from '../random.ts';
import type { FakeVideo } from './catalog.ts';
import { escapeHtml, etag } from './resources.ts';

const AUTHORS = [
  '김민지',
  '이서준',
  '박지호',
  '최유나',
  '정하은',
  '강도윤',
  '조수아',
  '윤지민',
  '장현우',
  '임채원',
  '한예린',
  '오승민',
];
const LINES = [
  '와 이건 진짜 레전드다 ㅋㅋㅋ',
  '오늘도 잘 보고 갑니다! 항상 응원해요',
  '{t} 이렇게 정리해 주시니까 이해가 쏙쏙 되네요',
  '3:15 여기서 빵 터졌어요 ㅋㅋㅋ',
  '알고리즘이 여기로 데려왔네요. 구독 박고 갑니다',
  '편집자님 월급 올려주세요 🙏',
  '다음 편도 기대할게요!!',
  '이 영상 보려고 퇴근만 기다렸어요',
  '설명이 너무 친절해서 좋아요 & 자막도 감사합니다',
  '혹시 배경음악 제목 알 수 있을까요?',
];

/** Korean top-level comments for a video, deterministic per video. */
export function commentThreadsFor(video: FakeVideo, textFormat: 'html' | 'plainText') {
  const rand = seededRandom(hashNumber(video.id));
  const count = 8 + (hashNumber(video.id) % 30);
  const topic = video.tags[0] ?? video.title;
  return Array.from({ length: count }, (_, i) => {
    const author = rand.pick(AUTHORS);
    const original = rand.pick(LINES).replace('{t}', topic);
    const id = `Ug${stableId(`comment-${video.id}-${i}`, 24)}`;
    const published = new Date(Date.parse(video.publishedAt) + (i + 1) * 17 * 60_000)
      .toISOString()
      .replace('.000Z', 'Z');
    const channelId = `UC${stableId(`author-${author}-${i}`, 22)}`;
    return {
      kind: 'youtube#commentThread',
      etag: etag(id),
      id,
      snippet: {
        channelId: video.channel.id,
        videoId: video.id,
        topLevelComment: {
          kind: 'youtube#comment',
          etag: etag(`c-${id}`),
          id,
          snippet: {
            channelId: video.channel.id,
            videoId: video.id,
            textDisplay: textFormat === 'html' ? escapeHtml(original) : original,
            textOriginal: original,
            authorDisplayName: `@${author}`,
            authorProfileImageUrl: `https://yt3.ggpht.com/ytc/${stableId(`face-${author}`, 30)}=s48-c-k-c0x00ffffff-no-rj`,
            authorChannelUrl: `http://www.youtube.com/@${stableId(author, 8)}`,
            authorChannelId: { value: channelId },
            canRate: true,
            viewerRating: 'none',
            likeCount: rand.int(0, 40) * (i < 3 ? 25 : 1),
            publishedAt: published,
            updatedAt: published,
          },
        },
        canReply: true,
        totalReplyCount: rand.int(0, 12),
        isPublic: true,
      },
    };
  });
}

/** Category titles as YouTube answers them with hl=ko (KR) — the rest of the world gets English. */
export const KOREAN_CATEGORY_TITLES: Record<string, string> = {
  '1': '영화/애니메이션',
  '2': '자동차',
  '10': '음악',
  '15': '애완동물/동물',
  '17': '스포츠',
  '18': '단편 영화',
  '19': '여행/이벤트',
  '20': '게임',
  '21': '동영상 블로그',
  '22': '인물/블로그',
  '23': '코미디',
  '24': '엔터테인먼트',
  '25': '뉴스/정치',
  '26': '노하우/스타일',
  '27': '교육',
  '28': '과학기술',
  '29': '비영리/사회운동',
  '30': '영화',
  '31': '애니메이션',
  '32': '액션/모험',
  '33': '고전',
  '34': '코미디',
  '35': '다큐멘터리',
  '36': '드라마',
  '37': '가족',
  '38': '외국',
  '39': '공포',
  '40': '공상과학/판타지',
  '41': '스릴러',
  '42': '단편',
  '43': '프로그램',
  '44': '예고편',
};
