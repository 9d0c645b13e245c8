import { hashNumber, seededRandom, stableId } from '../random.ts';
import { risingChannels } from './rising.ts';
import { type FakeChannel, type FakePlaylist, type FakeVideo, iso, TITLE_PARTS } from './world.ts';

export type { FakeChannel, FakePlaylist, FakeVideo } from './world.ts';
export { iso, TITLE_PARTS } from './world.ts';

const CHANNELS: [title: string, handle: string, categoryId: string, about: string][] = [
  ['침착맨', 'chimchakman', '24', '침착하게 웃기는 방송인의 공식 채널'],
  ['슈카월드', 'syukaworld', '27', '경제를 쉽고 재미있게 풀어드립니다'],
  ['백종원 PAIK JONG WON', 'paikjongwon', '26', '누구나 쉽게 따라 하는 집밥 레시피'],
  ['피식대학', 'psickuniv', '23', '피식 웃음이 나오는 코미디 채널'],
  ['과학쿠키', 'sciencecookie', '28', '궁금한 과학을 쿠키처럼 바삭하게'],
  ['YTN 뉴스', 'ytnnews', '25', '24시간 뉴스 채널 YTN 공식 유튜브'],
  ['쯔양', 'tzuyang', '22', '먹방 크리에이터 쯔양의 하루'],
  ['빠니보틀', 'pannibottle', '19', '배낭 하나로 떠나는 세계 여행'],
  ['HYBE LABELS', 'hybelabels', '10', '하이브 레이블 공식 뮤직비디오'],
  ['우왁굳', 'woowakgood', '20', '게임과 버추얼 콘텐츠 방송'],
  ['달라스튜디오', 'dalla', '24', '웹예능 스튜디오 달라'],
  ['1분미만', 'under1min', '28', '1분 안에 알려주는 IT 소식'],
  ['스포츠머그', 'sportsmug', '17', '스포츠 명장면과 하이라이트'],
  ['크림히어로즈', 'creamheroes', '15', '고양이 일곱 마리의 일상'],
  ['보겸TV', 'bokyemtv', '22', '보겸의 일상과 도전'],
  ['삼프로TV', 'sampro', '25', '경제의 신과 함께하는 시장 분석'],
  ['문복희', 'moonbokhee', '22', '맛있게 먹는 ASMR 먹방'],
  ['지식해적단', 'knowledgepirates', '27', '세상의 모든 지식을 털어드립니다'],
  ['JTBC Entertainment', 'jtbcent', '24', 'JTBC 예능 공식 채널'],
  ['모터그래프', 'motorgraph', '2', '자동차 리뷰와 시승기'],
  ['영화 리뷰 무비콘', 'moviecon', '1', '3분 만에 보는 영화 줄거리'],
  ['한국경제TV', 'wowtv', '25', '증권·부동산 경제 뉴스'],
  ['김메주와 고양이들', 'meju', '15', '고양이와 함께하는 일상 브이로그'],
  ['뜬뜬 DdeunDdeun', 'ddeunddeun', '24', '핑계고, 풍향고 등 뜬뜬 오리지널'],
];

const TAGS_BY_CATEGORY: Record<string, string[]> = {
  '25': ['뉴스', '경제', '속보'],
  '27': ['교육', '지식', '상식'],
  '10': ['뮤직비디오', 'KPOP', 'MV'],
  '20': ['게임', '게임방송'],
};

const HOUR = 3_600_000;

/**
 * The fake YouTube's world: Korean channels and their videos, generated once from a fixed seed
 * and dated relative to the moment the fake starts, so "yesterday's popular videos" always exist.
 */
export interface FakeCatalog {
  channels: FakeChannel[];
  videos: FakeVideo[];
  playlists: FakePlaylist[];
  startedAt: Date;
}

export function buildCatalog(startedAt: Date = new Date()): FakeCatalog {
  const rand = seededRandom(20240501);
  const now = startedAt.getTime();
  const channels: FakeChannel[] = CHANNELS.map(([title, handle, categoryId, about], i) => {
    const subscriberCount = rand.int(8, 1900) * 10_000 + rand.int(0, 9999);
    return {
      id: `UC${stableId(`channel-${handle}`, 22)}`,
      title,
      handle: `@${handle}`,
      description: `${about}. 구독과 좋아요, 알림 설정 부탁드립니다!`,
      categoryId,
      country: i % 9 === 8 ? 'US' : 'KR',
      publishedAt: iso(now - rand.int(400, 4800) * 24 * HOUR),
      subscriberCount,
      viewCount: subscriberCount * rand.int(80, 420),
      videoCount: rand.int(120, 2800),
      hiddenSubscriberCount: i === 11,
    };
  });

  const videos: FakeVideo[] = [];
  channels.forEach((channel, ci) => {
    const parts = TITLE_PARTS[channel.categoryId] ?? TITLE_PARTS['24']!;
    for (let v = 0; v < 10; v += 1) {
      const topic = rand.pick(parts.topics);
      const title = rand
        .pick(parts.formats)
        .replace('{t}', topic)
        .replace('{n}', String(rand.int(10, 180)));
      // Roughly a fifth are Shorts (≤ 60 s); the rest spread over short, medium and long.
      const kind = rand.next();
      const durationSeconds =
        kind < 0.2
          ? rand.int(15, 59)
          : kind < 0.45
            ? rand.int(70, 230)
            : kind < 0.85
              ? rand.int(250, 1180)
              : rand.int(1230, 5400);
      // Spread over the last 12 days, channels interleaved: every recent day has about twenty
      // uploads from as many channels.
      const slot = (v * CHANNELS.length + ci) / (CHANNELS.length * 10);
      const publishedMs = now - slot * 12 * 24 * HOUR - rand.int(0, 50) * 60_000;
      const viewCount = Math.round((channel.subscriberCount / 10) * (0.2 + rand.next() * 3)) + rand.int(1000, 90_000);
      videos.push({
        id: stableId(`video-${channel.handle}-${v}`, 11),
        channel,
        title: v === 3 ? `${title} & Q&A` : title,
        description: `${channel.title}의 새 영상 "${title}"입니다.\n\n오늘 영상은 ${topic}에 대한 이야기입니다. 끝까지 시청해 주시고 구독, 좋아요 부탁드려요!\n\n📌 문의: business@${channel.handle.slice(1)}.kr\n\n${'타임라인\n00:00 인트로\n01:30 본론\n'.repeat(v === 0 ? 50 : 1)}`,
        tags: [topic, channel.title, ...(TAGS_BY_CATEGORY[channel.categoryId] ?? [])],
        categoryId: channel.categoryId,
        publishedAt: iso(publishedMs),
        durationSeconds,
        definition: rand.next() < 0.9 ? 'hd' : 'sd',
        caption: rand.next() < 0.3,
        viewCount,
        likeCount: Math.round(viewCount * (0.01 + rand.next() * 0.04)),
        commentCount: Math.round(viewCount * (0.0005 + rand.next() * 0.002)),
      });
    }
  });

  const playlists: FakePlaylist[] = channels.flatMap((channel, ci) => {
    const own = videos.filter((v) => v.channel === channel);
    return [0, 1, 2].map((p) => {
      const picked: FakePlaylist['videos'] = own.filter((_, i) => i % 3 === p || p === 0);
      if (p === 1) picked.splice(1, 0, 'private', 'deleted');
      return {
        id: `PL${stableId(`playlist-${ci}-${p}`, 32)}`,
        channel,
        title: [`${channel.title} 인기 영상 모음`, `${channel.title} 추천 시리즈`, '처음 오셨다면 이것부터'][p]!,
        description: `${channel.title} 채널의 재생목록입니다.`,
        publishedAt: iso(now - (p + 1) * 40 * 24 * HOUR - (hashNumber(channel.id) % 1000)),
        videos: picked,
      };
    });
  });

  // Appended after everything above so the established channels keep their generated values.
  const rising = risingChannels(startedAt);
  channels.push(...rising.channels);
  videos.push(...rising.videos);

  return { channels, videos, playlists, startedAt };
}
