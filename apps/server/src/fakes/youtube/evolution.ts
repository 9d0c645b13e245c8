import { hashNumber, seededRandom, stableId } from '../random.ts';
import type { FakeCatalog } from './catalog.ts';
import { type FakeChannel, type FakeVideo, iso, TITLE_PARTS } from './world.ts';

/**
 * The fake YouTube's world at a moment: view, like and subscriber counts grow with time and new
 * videos appear every day after the fake started, all as pure functions of the clock, so the
 * same moment always answers the same numbers. The catalog's numbers are the values at the
 * moment the fake started; a clock frozen there (the default) answers exactly them.
 */
export type FakeClock = () => Date;

export interface FakeWorld {
  videos: FakeVideo[];
  videosById: Map<string, FakeVideo>;
  channels: FakeChannel[];
  channelsById: Map<string, FakeChannel>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** New uploads per simulated day, and how far ahead the simulation goes. */
const UPLOADS_PER_DAY = 6;
const MAX_SIMULATED_DAYS = 120;
const RISING_AGE_DAYS = 30;

/**
 * Share of its eventual audience a video has at `ageHours`: most views arrive in the first days
 * (time constant tau), then a slow tail keeps growing.
 */
const audienceCurve = (ageHours: number, tau: number) => 1 - Math.exp(-ageHours / tau) + (0.02 * ageHours) / tau;
const videoTau = (id: string) => 12 + (hashNumber(`tau-${id}`) % 61);
/** Daily subscriber growth of an established channel: 0.1 % to 1.2 %. */
const channelRate = (id: string) => 0.001 + ((hashNumber(`rate-${id}`) % 100) / 100) * 0.011;

/**
 * `reference` is the curve's value at which the video has its catalog numbers: the moment the fake
 * started for catalog videos, 1 (the whole audience) for the uploads simulated after it.
 */
function grownVideo(video: FakeVideo, startedAt: number, now: number, reference?: number): FakeVideo {
  const published = Date.parse(video.publishedAt);
  const ageNow = (now - published) / HOUR;
  if (ageNow < 0) return { ...video, viewCount: 0, likeCount: 0, commentCount: 0 };
  const tau = videoTau(video.id);
  // Very young videos are measured from half an hour, so the ratio never divides by zero.
  const base = reference ?? audienceCurve(Math.max((startedAt - published) / HOUR, 0.5), tau);
  const ratio = audienceCurve(Math.max(ageNow, 0.5), tau) / base;
  return {
    ...video,
    viewCount: Math.round(video.viewCount * ratio),
    likeCount: Math.round(video.likeCount * ratio),
    commentCount: Math.round(video.commentCount * ratio),
  };
}

function grownChannel(channel: FakeChannel, startedAt: number, now: number, newUploads: number): FakeChannel {
  const days = (now - startedAt) / DAY;
  const ageDays = (startedAt - Date.parse(channel.publishedAt)) / DAY;
  let subscribers: number;
  let views: number;
  if (ageDays <= RISING_AGE_DAYS) {
    // A new channel grows with its age, faster than linearly while it is being discovered.
    const grown = Math.max(0, (ageDays + days) / ageDays);
    subscribers = channel.subscriberCount * grown ** 1.4;
    views = channel.viewCount * grown ** 1.6;
  } else {
    const rate = channelRate(channel.id);
    subscribers = channel.subscriberCount * (1 + rate * days);
    views = channel.viewCount * (1 + rate * 1.3 * days);
  }
  return {
    ...channel,
    subscriberCount: Math.max(0, Math.round(subscribers)),
    viewCount: Math.max(0, Math.round(views)),
    videoCount: channel.videoCount + newUploads,
  };
}

/** The uploads of simulated day `day` (0 = the day the fake started), before any growth. */
function uploadsOfDay(catalog: FakeCatalog, day: number): FakeVideo[] {
  const rand = seededRandom(hashNumber(`uploads-${day}`));
  const dayStart = catalog.startedAt.getTime() + day * DAY;
  return Array.from({ length: UPLOADS_PER_DAY }, (_, i) => {
    const channel = catalog.channels[((day * UPLOADS_PER_DAY + i) * 7) % catalog.channels.length]!;
    const parts = TITLE_PARTS[channel.categoryId] ?? TITLE_PARTS['24']!;
    const topic = rand.pick(parts.topics);
    const title = rand
      .pick(parts.formats)
      .replace('{t}', topic)
      .replace('{n}', String(rand.int(10, 180)));
    const id = stableId(`upload-${day}-${i}`, 11);
    // Audience after two days, from the channel's size; the curve above shapes the rest.
    const twoDayViews = Math.round((channel.subscriberCount / 10) * (0.3 + rand.next() * 2.5)) + rand.int(1000, 30_000);
    const viewCount = Math.round(twoDayViews / audienceCurve(48, videoTau(id)));
    return {
      id,
      channel,
      title,
      description: `${channel.title}의 새 영상 "${title}"입니다.\n\n오늘 영상은 ${topic}에 대한 이야기입니다.`,
      tags: [topic, channel.title],
      categoryId: channel.categoryId,
      publishedAt: iso(dayStart + ((i + 0.5) / UPLOADS_PER_DAY) * DAY + rand.int(0, 40) * 60_000),
      durationSeconds: rand.int(45, 1800),
      definition: 'hd',
      caption: rand.next() < 0.3,
      viewCount,
      likeCount: Math.round(viewCount * (0.01 + rand.next() * 0.04)),
      commentCount: Math.round(viewCount * (0.0005 + rand.next() * 0.002)),
    };
  });
}

export function createWorld(catalog: FakeCatalog) {
  const startedAt = catalog.startedAt.getTime();
  const uploadCache = new Map<number, FakeVideo[]>();
  const uploads = (day: number) => {
    let list = uploadCache.get(day);
    if (!list) {
      list = uploadsOfDay(catalog, day);
      uploadCache.set(day, list);
    }
    return list;
  };
  let last: { at: number; world: FakeWorld } | null = null;

  return function worldAt(moment: Date): FakeWorld {
    const now = moment.getTime();
    if (last?.at === now) return last.world;
    const lastDay = Math.min(MAX_SIMULATED_DAYS, Math.floor((now - startedAt) / DAY));
    const fresh: FakeVideo[] = [];
    for (let day = 0; day <= lastDay; day += 1) {
      for (const video of uploads(day)) if (Date.parse(video.publishedAt) <= now) fresh.push(video);
    }
    const newUploads = new Map<string, number>();
    for (const video of fresh) newUploads.set(video.channel.id, (newUploads.get(video.channel.id) ?? 0) + 1);
    const channels = catalog.channels.map((c) => grownChannel(c, startedAt, now, newUploads.get(c.id) ?? 0));
    const videos = [
      ...catalog.videos.map((v) => grownVideo(v, startedAt, now)),
      // The uploads' own numbers are their audience when fully grown; the curve starts them at 0.
      ...fresh.map((v) => grownVideo(v, startedAt, now, 1)),
    ];
    const world: FakeWorld = {
      videos,
      videosById: new Map(videos.map((v) => [v.id, v])),
      channels,
      channelsById: new Map(channels.map((c) => [c.id, c])),
    };
    last = { at: now, world };
    return world;
  };
}
