import { SAMPLE_CHANNELS, SAMPLE_VIDEOS } from '@tubesphere/shared/domain/ranking-samples/index';
import { TEST_ADMIN } from '../helpers/test-app.ts';
import { qs, type Rule } from './route-fixture.ts';
import { ACCOUNT_RULES } from './route-rules-accounts.ts';
import { ADMIN_POST_AND_MODERATION_RULES } from './route-rules-admin.ts';
import { COMMUNITY_RULES } from './route-rules-community.ts';
import { ENGAGEMENT_RULES } from './route-rules-engagement.ts';
import { PUSH_AND_MESSAGE_RULES } from './route-rules-push.ts';
import { SPHERE_STAFF_RULES } from './route-rules-spheres.ts';
import { TRUST_AND_BLOCK_RULES } from './route-rules-trust.ts';
import { multipartFile, smallPng } from './support.ts';

/**
 * One rule per /api route (decision 030): who may call it, and a valid request for it. The
 * authorization matrix checks every route against these rules, and the hostile-input fuzzer
 * starts from the valid requests; a route the server has and this table lacks fails both.
 * Post confirmation, moderation, the SQL tool and the other admin screens' routes are in
 * route-rules-admin.ts.
 */

const yesterdayKst = () => new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const VIDEO = 'dQw4w9WgXcQ';

export const RULES: Record<string, Rule> = {
  'GET /api/docs/openapi.json': { access: 'public', call: () => ({ url: '/api/docs/openapi.json' }) },
  // The API reference page (Swagger UI) and its files: public, read-only.
  'GET /api/docs': { access: 'public', call: () => ({ url: '/api/docs' }) },
  'GET /api/docs/json': { access: 'public', call: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { access: 'public', call: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/index.html': {
    access: 'public',
    ok: 302,
    call: () => ({ url: '/api/docs/static/index.html' }),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  'GET /api/docs/static/*': { access: 'public', call: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/healthz': { access: 'public', call: () => ({ url: '/api/healthz' }) },

  ...ACCOUNT_RULES,
  'GET /api/users/me/export': { access: 'user', call: () => ({ url: '/api/users/me/export' }) },
  // 2단계 인증 (the two-factor API test runs setup, enable, sign-in and disable through).
  'GET /api/auth/2fa': { access: 'user', call: () => ({ url: '/api/auth/2fa' }) },
  'POST /api/auth/2fa/setup': {
    access: 'user',
    session: 'throwaway',
    call: () => ({ url: '/api/auth/2fa/setup', payload: {} }),
  },
  // Past the guard: a member who has not set it up is told to start with the setup.
  'POST /api/auth/2fa/enable': {
    access: 'user',
    ok: 400,
    session: 'throwaway',
    call: () => ({ url: '/api/auth/2fa/enable', payload: { code: '123456' } }),
  },
  'POST /api/auth/2fa/disable': {
    access: 'user',
    ok: 400,
    session: 'throwaway',
    call: () => ({ url: '/api/auth/2fa/disable', payload: { password: 'password-123', code: '123456' } }),
  },
  // Without the cookie of a sign-in whose password was right, every caller gets 400.
  'POST /api/auth/login/2fa': {
    access: 'public',
    ok: 400,
    call: () => ({ url: '/api/auth/login/2fa', payload: { code: '123456' } }),
  },
  'GET /api/users/:userId': { access: 'public', call: (f) => ({ url: `/api/users/${f.userB.userId}` }) },
  'GET /api/users/:userId/posts': { access: 'public', call: (f) => ({ url: `/api/users/${f.userB.userId}/posts` }) },
  'GET /api/users/:userId/comments': {
    access: 'public',
    call: (f) => ({ url: `/api/users/${f.userB.userId}/comments?page=1&limit=5` }),
  },
  'PATCH /api/users/me': { access: 'user', call: () => ({ url: '/api/users/me', payload: { bio: '권한 검사 소개' } }) },

  'GET /api/posts/feed': {
    access: 'public',
    call: () => ({ url: '/api/posts/feed' }),
    claim: (_f, userId) => ({ url: `/api/posts/feed?userId=${userId}` }),
  },
  'POST /api/posts/feed': {
    access: 'user',
    ok: 201,
    call: () => ({
      url: '/api/posts/feed',
      payload: { title: '권한 검사', blocks: [{ id: 1, type: 'text', content: '본문' }] },
    }),
    claim: (_f, userId) => ({
      url: '/api/posts/feed',
      payload: { title: '남의 이름으로', authorId: userId, blocks: [{ id: 1, type: 'text', content: '본문' }] },
    }),
  },
  'PATCH /api/posts/:postId': {
    access: 'user',
    // Admins may delete anyone's post, never edit it.
    expect: { admin: 403 },
    call: async (f) => ({
      url: `/api/posts/${await f.postOfA()}`,
      payload: { title: '고친 제목', blocks: [{ id: 1, type: 'text', content: '고친 본문' }] },
    }),
    claim: async (f, userId) => ({
      url: `/api/posts/${await f.postOfA()}`,
      payload: { authorId: userId, blocks: [{ id: 1, type: 'text', content: '남의 이름으로 고침' }] },
    }),
  },
  'DELETE /api/posts/:postId': { access: 'user', call: async (f) => ({ url: `/api/posts/${await f.postOfA()}` }) },
  'PATCH /api/comments/:commentId': {
    access: 'user',
    expect: { admin: 403 },
    call: async (f) => ({ url: `/api/comments/${await f.commentOfA()}`, payload: { content: '고친 댓글' } }),
  },
  'DELETE /api/comments/:commentId': {
    access: 'user',
    call: async (f) => ({ url: `/api/comments/${await f.commentOfA()}` }),
  },
  'GET /api/posts/search': { access: 'public', call: () => ({ url: `/api/posts/search${qs({ q: '테스트' })}` }) },
  'GET /api/posts/:postId/detail': {
    access: 'public',
    call: (f) => ({ url: `/api/posts/${f.postOfB}/detail` }),
    claim: (f, userId) => ({ url: `/api/posts/${f.postOfB}/detail?userId=${userId}` }),
  },
  'POST /api/posts/:postId/like': {
    access: 'user',
    call: (f) => ({ url: `/api/posts/${f.postOfB}/like`, payload: { type: 'like' } }),
    claim: (f, userId) => ({ url: `/api/posts/${f.postOfB}/like`, payload: { type: 'like', userId } }),
  },
  'GET /api/posts/:postId/moments': {
    access: 'public',
    call: (f) => ({ url: `/api/posts/${f.postOfB}/moments` }),
  },
  'POST /api/playlists': {
    access: 'user',
    ok: 201,
    call: () => ({ url: '/api/playlists', payload: { title: '권한 검사 목록', visibility: 'public' } }),
  },
  'GET /api/playlists/:playlistId': {
    access: 'public',
    call: async (f) => ({ url: `/api/playlists/${(await f.playlistOfA()).playlistId}` }),
  },
  'PATCH /api/playlists/:playlistId': {
    access: 'user',
    call: async (f) => ({ url: `/api/playlists/${(await f.playlistOfA()).playlistId}`, payload: { title: '새 제목' } }),
  },
  'DELETE /api/playlists/:playlistId': {
    access: 'user',
    call: async (f) => ({ url: `/api/playlists/${(await f.playlistOfA()).playlistId}` }),
  },
  'GET /api/spheres/:sphereId/playlists': {
    access: 'public',
    call: async (f) => ({ url: `/api/spheres/${(await f.playlistOfA()).sphereId}/playlists` }),
  },
  'POST /api/playlists/:playlistId/items': {
    access: 'user',
    ok: 201,
    call: async (f) => {
      const list = await f.playlistOfA();
      return { url: `/api/playlists/${list.playlistId}/items`, payload: { postId: list.otherVideoPostId } };
    },
  },
  'DELETE /api/playlists/:playlistId/items/:postId': {
    access: 'user',
    call: async (f) => {
      const list = await f.playlistOfA();
      return { url: `/api/playlists/${list.playlistId}/items/${list.itemPostId}` };
    },
  },
  'PUT /api/playlists/:playlistId/order': {
    access: 'user',
    call: async (f) => {
      const list = await f.playlistOfA();
      return { url: `/api/playlists/${list.playlistId}/order`, payload: { postIds: [list.itemPostId] } };
    },
  },
  'GET /api/users/:userId/playlists': {
    access: 'public',
    call: (f) => ({ url: `/api/users/${f.userA.userId}/playlists` }),
  },
  'POST /api/watch-parties': {
    access: 'user',
    ok: 201,
    call: async (f) => ({ url: '/api/watch-parties', payload: { postId: (await f.playlistOfA()).itemPostId } }),
  },
  'GET /api/watch-parties/:partyId': {
    access: 'public',
    call: async (f) => ({ url: `/api/watch-parties/${await f.partyOfA()}` }),
  },
  // The host's setting: anyone else signed in is refused.
  'PATCH /api/watch-parties/:partyId': {
    access: 'user',
    expect: { admin: 403 },
    call: async (f) => ({ url: `/api/watch-parties/${await f.partyOfA()}`, payload: { anyoneControls: false } }),
  },
  'POST /api/watch-parties/:partyId/control': {
    access: 'user',
    call: async (f) => ({
      url: `/api/watch-parties/${await f.partyOfA()}/control`,
      payload: { action: 'seek', seconds: 30 },
    }),
  },
  'POST /api/watch-parties/:partyId/chat': {
    access: 'user',
    ok: 201,
    call: async (f) => ({
      url: `/api/watch-parties/${await f.partyOfA()}/chat`,
      payload: { content: '권한 검사 채팅' },
    }),
  },
  'GET /api/watch-parties/:partyId/events': {
    access: 'public',
    stream: true,
    call: async (f) => ({ url: `/api/watch-parties/${await f.partyOfA()}/events` }),
  },
  'POST /api/posts/:postId/comments': {
    access: 'user',
    ok: 201,
    call: (f) => ({ url: `/api/posts/${f.postOfB}/comments`, payload: { content: '권한 검사 댓글' } }),
    claim: (f, userId) => ({ url: `/api/posts/${f.postOfB}/comments`, payload: { content: '대신 쓴 댓글', userId } }),
  },

  'GET /api/spheres/recommended': { access: 'public', call: () => ({ url: '/api/spheres/recommended' }) },
  'POST /api/spheres/:sphereId/join': {
    access: 'user',
    call: (f) => ({ url: `/api/spheres/${f.sphereId}/join`, payload: {} }),
    claim: (f, userId) => ({ url: `/api/spheres/${f.sphereId}/join`, payload: { userId } }),
  },
  'GET /api/spheres': { access: 'public', call: () => ({ url: `/api/spheres${qs({ q: '요' })}` }) },
  'GET /api/spheres/:sphereId': { access: 'public', call: (f) => ({ url: `/api/spheres/${f.sphereId}` }) },
  'GET /api/spheres/:sphereId/posts': {
    access: 'public',
    call: (f) => ({ url: `/api/spheres/${f.sphereId}/posts${qs({ sort: 'hot' })}` }),
    claim: (f, userId) => ({ url: `/api/spheres/${f.sphereId}/posts${qs({ userId })}` }),
  },
  'POST /api/spheres/:sphereId/leave': {
    access: 'user',
    call: (f) => ({ url: `/api/spheres/${f.sphereId}/leave`, payload: {} }),
    claim: (f, userId) => ({ url: `/api/spheres/${f.sphereId}/leave`, payload: { userId } }),
  },
  ...SPHERE_STAFF_RULES,
  'GET /api/garden/plants': {
    access: 'user',
    call: () => ({ url: '/api/garden/plants' }),
    claim: (_f, userId) => ({ url: `/api/garden/plants?userId=${userId}` }),
  },
  'GET /api/character/profile': {
    access: 'user',
    call: () => ({ url: '/api/character/profile' }),
    claim: (_f, userId) => ({ url: `/api/character/profile?userId=${userId}` }),
  },
  'POST /api/character/customize': {
    access: 'user',
    call: () => ({ url: '/api/character/customize', payload: { basePartId: 'base_cat' } }),
    claim: (_f, userId) => ({ url: '/api/character/customize', payload: { basePartId: 'base_cat', userId } }),
  },
  'POST /api/character/experience': {
    access: 'user',
    call: () => ({ url: '/api/character/experience', payload: { actionType: 'daily_login' } }),
    claim: (_f, userId) => ({ url: '/api/character/experience', payload: { actionType: 'daily_login', userId } }),
  },
  'POST /api/upload/image': {
    access: 'user',
    ok: 201,
    call: async () => ({
      url: '/api/upload/image',
      payload: multipartFile('image', 'a.png', 'image/png', await smallPng()),
    }),
  },
  'POST /api/links/preview': {
    access: 'user',
    call: (f) => ({ url: '/api/links/preview', payload: { url: `${f.previewOrigin}/page`, refresh: true } }),
  },

  'GET /api/youtube/oembed': {
    access: 'public',
    call: (f) => ({ url: `/api/youtube/oembed${qs({ url: `https://www.youtube.com/watch?v=${f.videoId}` })}` }),
  },
  'GET /api/youtube/trending': { access: 'public', call: () => ({ url: '/api/youtube/trending' }) },
  'GET /api/youtube/keyword-search': {
    access: 'public',
    call: () => ({ url: `/api/youtube/keyword-search${qs({ q: '먹방' })}` }),
  },
  'GET /api/youtube/channels/ranking': { access: 'public', call: () => ({ url: '/api/youtube/channels/ranking' }) },

  'GET /api/youtube/quota': { access: 'admin', call: () => ({ url: '/api/youtube/quota' }) },
  'GET /api/youtube/import': {
    access: 'admin',
    call: () => ({
      url: `/api/youtube/import${qs({ region: 'KR', date: yesterdayKst(), maxResults: '2', key: TEST_ADMIN.key })}`,
    }),
  },
  'POST /api/youtube/import': {
    access: 'admin',
    call: () => ({
      url: '/api/youtube/import',
      payload: { region: 'KR', date: yesterdayKst(), maxResults: '2', key: TEST_ADMIN.key },
    }),
  },
  'GET /api/youtube/channels': { access: 'admin', call: () => ({ url: '/api/youtube/channels?region=KR' }) },
  'GET /api/youtube/dynamic': {
    access: 'admin',
    call: () => ({ url: '/api/youtube/dynamic?endpoint=videos&chart=mostPopular' }),
  },
  'GET /api/admin/YoutubeSearchApi': {
    access: 'admin',
    call: () => ({ url: `/api/admin/YoutubeSearchApi${qs({ q: '게임' })}` }),
  },
  'POST /api/youtube/save-videos': {
    access: 'admin',
    call: () => ({ url: '/api/youtube/save-videos', payload: { videos: [{ videoId: VIDEO, title: '저장 영상' }] } }),
  },
  'GET /api/news/dynamic': { access: 'admin', call: () => ({ url: '/api/news/dynamic?country=kr' }) },
  'GET /api/naver/news': { access: 'admin', call: () => ({ url: `/api/naver/news${qs({ query: '금리' })}` }) },
  'GET /api/real-estate/auction': { access: 'admin', call: () => ({ url: '/api/real-estate/auction' }) },

  ...ADMIN_POST_AND_MODERATION_RULES,
  ...TRUST_AND_BLOCK_RULES,
  ...PUSH_AND_MESSAGE_RULES,
  ...ENGAGEMENT_RULES,
  ...COMMUNITY_RULES,

  'GET /api/rankings/videos': { access: 'public', call: () => ({ url: '/api/rankings/videos?period=week&region=KR' }) },
  'GET /api/rankings/channels': { access: 'public', call: () => ({ url: '/api/rankings/channels?sort=growth' }) },
  'GET /api/rankings/new-channels': { access: 'public', call: () => ({ url: '/api/rankings/new-channels' }) },
  'GET /api/rankings/videos/:videoId/history': {
    access: 'public',
    call: () => ({ url: `/api/rankings/videos/${SAMPLE_VIDEOS[0]!.id}/history` }),
  },
  'GET /api/rankings/channels/:channelId/history': {
    access: 'public',
    call: () => ({ url: `/api/rankings/channels/${SAMPLE_CHANNELS[0]!.id}/history` }),
  },
  'GET /api/favorites': { access: 'user', call: () => ({ url: '/api/favorites' }) },
  'POST /api/favorites': {
    access: 'user',
    call: () => ({ url: '/api/favorites', payload: { kind: 'video', id: SAMPLE_VIDEOS[1]!.id } }),
  },
  'DELETE /api/favorites': {
    access: 'user',
    call: () => ({ url: '/api/favorites', payload: { kind: 'channel', id: SAMPLE_CHANNELS[1]!.id } }),
  },
  'GET /api/admin/ranking-collector': { access: 'admin', call: () => ({ url: '/api/admin/ranking-collector' }) },
  'POST /api/admin/ranking-collector/runs': {
    access: 'admin',
    ok: 202,
    call: () => ({ url: '/api/admin/ranking-collector/runs', payload: {} }),
  },
  // 알림: one's own only (a foreign id answers 404, test/notifications/api.test.ts).
  'GET /api/notifications': { access: 'user', call: () => ({ url: '/api/notifications?page=1&limit=10' }) },
  'GET /api/notifications/unread-count': { access: 'user', call: () => ({ url: '/api/notifications/unread-count' }) },
  'POST /api/notifications/read': {
    access: 'user',
    call: () => ({ url: '/api/notifications/read', payload: { all: true } }),
  },
  'GET /api/notifications/preferences': { access: 'user', call: () => ({ url: '/api/notifications/preferences' }) },
  'PUT /api/notifications/preferences': {
    access: 'user',
    call: () => ({ url: '/api/notifications/preferences', payload: { preferences: { post_liked: true } } }),
  },
  'GET /api/notifications/stream': { access: 'user', stream: true, call: () => ({ url: '/api/notifications/stream' }) },
};
