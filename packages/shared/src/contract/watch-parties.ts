import { videoSecond } from './blocks.ts';
import { commentContent } from './comments.ts';
import { wirePostId } from './common.ts';
import { playlistItem } from './playlists.ts';
import { z } from './zod.ts';

/** 같이 보기 (docs/decisions/235-watch-parties.md): the messages the server answers with and the page shows. */
export const WATCH_PARTY_MESSAGES = {
  notFound: '같이 보기를 찾을 수 없습니다.',
  invalidId: '같이 보기 주소가 올바르지 않습니다.',
  sourceRequired: '같이 볼 게시글이나 재생목록을 하나 골라주세요.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  postNotVideo: '영상이 있는 게시글만 같이 볼 수 있습니다.',
  playlistEmpty: '재생할 영상이 없는 재생목록입니다.',
  notHost: '방장만 할 수 있습니다.',
  noControl: '방장이 허락한 경우에만 재생을 조작할 수 있습니다.',
  secondsRequired: '이동할 위치(초)를 알려주세요.',
  noNext: '다음 영상이 없습니다.',
  ended: '끝난 같이 보기입니다.',
  action: '동작은 play, pause, seek, next 중 하나여야 합니다.',
  tooManyControls: '재생 조작이 너무 잦습니다.',
  tooManyChats: '채팅을 너무 자주 보내고 있습니다.',
  tooManyParties: '같이 보기를 너무 자주 만들고 있습니다.',
  tooManyStreams: '지금은 같이 보기에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The events a party's stream sends (GET /api/watch-parties/{id}/events). */
export const WATCH_PARTY_EVENTS = {
  state: 'state',
  chat: 'chat',
  participants: 'participants',
  ended: 'ended',
} as const;

/** A party's id: random, so an invitation cannot be guessed from another. */
export const WATCH_PARTY_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const watchPartyParams = z.object({
  partyId: z
    .string({ error: WATCH_PARTY_MESSAGES.invalidId })
    .check(z.regex(WATCH_PARTY_ID_PATTERN, WATCH_PARTY_MESSAGES.invalidId)),
});

/** POST /api/watch-parties: a post's video or a playlist's, exactly one of them. */
export const createWatchPartyBody = z
  .object({
    postId: z.optional(wirePostId),
    playlistId: z.optional(z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
    /** Everyone signed in may play, pause and seek, not only the host. */
    anyoneControls: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => (body.postId === undefined) !== (body.playlistId === undefined), {
      error: WATCH_PARTY_MESSAGES.sourceRequired,
    }),
  );
export type CreateWatchPartyBody = z.input<typeof createWatchPartyBody>;

export const createWatchPartyResponse = z.object({ party: z.object({ id: z.string(), hostId: z.string() }) });
export type CreateWatchPartyResponse = z.infer<typeof createWatchPartyResponse>;

export const WATCH_PARTY_ACTIONS = ['play', 'pause', 'seek', 'next'] as const;
export type WatchPartyAction = (typeof WATCH_PARTY_ACTIONS)[number];

/** POST /api/watch-parties/{id}/control. */
export const watchPartyControlBody = z.object({
  action: z.enum(WATCH_PARTY_ACTIONS, { error: WATCH_PARTY_MESSAGES.action }),
  seconds: z.optional(videoSecond),
});
export type WatchPartyControlBody = z.infer<typeof watchPartyControlBody>;

/** PATCH /api/watch-parties/{id}: the host's settings. */
export const watchPartySettingsBody = z.object({ anyoneControls: z.boolean() });

/** POST /api/watch-parties/{id}/chat: the comment rules (trimmed, 1–1000 characters). */
export const watchPartyChatBody = z.object({ content: commentContent });

export const watchPartyParticipant = z.object({ id: z.string(), name: z.string() });
export type WatchPartyParticipant = z.infer<typeof watchPartyParticipant>;

export const watchPartyChatMessage = z.object({
  id: z.int(),
  userId: z.string(),
  userName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type WatchPartyChatMessage = z.infer<typeof watchPartyChatMessage>;

/** Where the party's video is: the same for everyone, whoever asks. */
export const watchPartyPlayback = z.object({
  videoId: z.string(),
  /** The post the current video belongs to (a playlist's current item). */
  postId: z.string(),
  title: z.string(),
  /** The current item in a playlist party (0 for a post's). */
  index: z.int(),
  playing: z.boolean(),
  /** The video's second when the state last changed. */
  seconds: z.number(),
  updatedAt: z.string(),
  /** The server's time as it answered: a client compares it with `updatedAt`, not its own clock. */
  serverTime: z.string(),
  /** Where the video is now: `seconds`, plus the time since `updatedAt` while playing. */
  position: z.number(),
  anyoneControls: z.boolean(),
  ended: z.boolean(),
});
export type WatchPartyPlayback = z.infer<typeof watchPartyPlayback>;

/** GET /api/watch-parties/{id}. */
export const watchPartyResponse = z.object({
  ...watchPartyPlayback.shape,
  id: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  playlistId: z.nullable(z.int()),
  items: z.array(playlistItem),
  /** Members with the party open now; guests are only counted. */
  participants: z.array(watchPartyParticipant),
  guestCount: z.int(),
  /** For the asker: may they play, pause and seek; may they chat. */
  canControl: z.boolean(),
  canChat: z.boolean(),
  isHost: z.boolean(),
  chat: z.array(watchPartyChatMessage),
});
export type WatchPartyResponse = z.infer<typeof watchPartyResponse>;

export const watchPartyChatResponse = z.object({ message: watchPartyChatMessage });

/** The stream's events. */
export const watchPartyStateEvent = watchPartyPlayback;
export const watchPartyChatEvent = z.object({ message: watchPartyChatMessage });
export const watchPartyParticipantsEvent = z.object({
  participants: z.array(watchPartyParticipant),
  guestCount: z.int(),
});
export type WatchPartyParticipantsEvent = z.infer<typeof watchPartyParticipantsEvent>;
export const watchPartyEndedEvent = z.object({ reason: z.enum(['host-left', 'ended']) });

/** The events stream as the OpenAPI document describes it: text, not JSON. */
export const watchPartyStreamResponse = z.string().check(z.describe('text/event-stream'));
