import { seededRandom, stableId } from '../random.ts';
import { type FakeChannel, type FakeVideo, iso, TITLE_PARTS } from './world.ts';

/**
 * Channels opened in the last four weeks, so the new-channel ranking has real candidates: each
 * has a handful of recent uploads that reach the category charts. A separate seed keeps the
 * established channels' generated values exactly as they were.
 */
const RISING: [title: string, handle: string, categoryId: string, about: string, ageDays: number][] = [
  ['하루한끼 자취요리', 'harukki', '26', '원룸 주방에서 만드는 만원 이하 한 끼', 9],
  ['픽셀던전 실황', 'pixeldungeon', '20', '인디 로그라이크 게임만 파는 실황 채널', 21],
  ['3분 경제 상식', 'econ3min', '27', '뉴스에 나오는 경제 용어를 3분 안에', 14],
  ['새벽 로파이 서울', 'lofiseoul', '10', '비 오는 서울 밤에 녹음한 로파이 음악', 26],
  ['웃참 챌린지 클럽', 'utchamclub', '24', '웃음 참기 챌린지와 리액션 예능', 5],
  ['동네 냥이 일기', 'dongnecat', '15', '골목 고양이들의 하루를 기록합니다', 17],
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

export function risingChannels(startedAt: Date): { channels: FakeChannel[]; videos: FakeVideo[] } {
  const rand = seededRandom(20240502);
  const now = startedAt.getTime();
  const channels: FakeChannel[] = [];
  const videos: FakeVideo[] = [];
  for (const [title, handle, categoryId, about, ageDays] of RISING) {
    const subscriberCount = rand.int(2, 40) * 5_000 + rand.int(0, 4999);
    const uploads = Math.min(6, Math.max(3, Math.floor(ageDays / 3)));
    const channel: FakeChannel = {
      id: `UC${stableId(`channel-${handle}`, 22)}`,
      title,
      handle: `@${handle}`,
      description: `${about}. 새로 시작한 채널이에요, 구독으로 응원해 주세요!`,
      categoryId,
      country: 'KR',
      publishedAt: iso(now - ageDays * DAY - rand.int(1, 20) * HOUR),
      subscriberCount,
      viewCount: subscriberCount * rand.int(40, 120),
      videoCount: uploads,
      hiddenSubscriberCount: false,
    };
    channels.push(channel);
    const parts = TITLE_PARTS[categoryId] ?? TITLE_PARTS['24']!;
    for (let v = 0; v < uploads; v += 1) {
      const topic = rand.pick(parts.topics);
      const videoTitle = rand
        .pick(parts.formats)
        .replace('{t}', topic)
        .replace('{n}', String(v + 1));
      // Newest first: the latest upload a few hours old, the rest spread back to the channel's start.
      const hoursAgo = v === 0 ? rand.int(2, 9) : Math.round((v / uploads) * ageDays * 24) + rand.int(0, 8);
      const viewCount = Math.round(subscriberCount * (0.4 + rand.next() * 2.5));
      videos.push({
        id: stableId(`video-${channel.handle}-${v}`, 11),
        channel,
        title: videoTitle,
        description: `${title}의 새 영상 "${videoTitle}"입니다.\n\n${about}. 구독과 좋아요 부탁드려요!`,
        tags: [topic, title],
        categoryId,
        publishedAt: iso(now - hoursAgo * HOUR),
        durationSeconds: rand.int(180, 1500),
        definition: 'hd',
        caption: false,
        viewCount,
        likeCount: Math.round(viewCount * (0.02 + rand.next() * 0.04)),
        commentCount: Math.round(viewCount * (0.001 + rand.next() * 0.003)),
      });
    }
  }
  return { channels, videos };
}
