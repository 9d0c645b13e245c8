import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../config.ts';
import { createDataGoKrFake, FAKE_DATA_GO_KR_KEYS } from './data-go-kr/handler.ts';
import type { FakeRequest, FakeResponse } from './http-types.ts';
import { createNaverFake, FAKE_NAVER_CREDENTIALS } from './naver/handler.ts';
import { createNewsFake, FAKE_NEWSAPI_KEYS } from './news/handler.ts';
import { createOAuthFake, FAKE_OAUTH_CREDENTIALS } from './oauth/handler.ts';
import { createYoutubeFake, FAKE_YOUTUBE_KEYS } from './youtube/handler.ts';

export { APT_TRADE_PATH, FAKE_EMPTY_LAWD, FAKE_SINGLE_ITEM_LAWD, PRESALE_TRADE_PATH } from './data-go-kr/handler.ts';
export { FAKE_OAUTH_CREDENTIALS, FAKE_OAUTH_IDENTITIES, type FakeOAuthIdentity } from './oauth/handler.ts';
export { FAKE_SLOW_MS, RECORDED_IDS } from './youtube/handler.ts';
export { FAKE_DATA_GO_KR_KEYS, FAKE_NAVER_CREDENTIALS, FAKE_NEWSAPI_KEYS, FAKE_YOUTUBE_KEYS };

export interface FakeProviders {
  youtube: { baseUrl: string; oembedUrl: string };
  newsapi: { baseUrl: string };
  naver: { baseUrl: string };
  dataGoKr: { baseUrl: string };
  /** Kakao, Naver and Google sign-in; `identities` is who each one says signed in (tests may swap it). */
  oauth: {
    kakao: { authBaseUrl: string; apiBaseUrl: string };
    naver: { authBaseUrl: string; profileUrl: string };
    google: { authBaseUrl: string; tokenUrl: string };
    identities: ReturnType<typeof createOAuthFake>['identities'];
  };
  /** The fake YouTube's generated world (channels, videos, playlists) for tests to pick ids from. */
  youtubeCatalog: ReturnType<typeof createYoutubeFake>['catalog'];
  close(): Promise<void>;
}

/**
 * One local HTTP server playing YouTube (+ oEmbed), NewsAPI, Naver search and data.go.kr in
 * their real formats, errors included (docs/third-party-apis.md). Used by the tests and by
 * `DEMO_PROVIDERS=1`; the provider clients cannot tell it from the real thing.
 */
export interface FakeProviderOptions {
  port?: number;
  host?: string;
  /**
   * The fake YouTube's clock: counts grow and new uploads appear as it advances
   * (youtube/evolution.ts). Unset, the world stays at the moment the fakes started.
   */
  clock?: () => Date;
  /** Every YouTube answer waits this long (tests that need a collector run to overlap another). */
  youtubeLatencyMs?: number;
}

export async function startFakeProviders(options: FakeProviderOptions = {}): Promise<FakeProviders> {
  const startedAt = options.clock?.() ?? new Date();
  const youtube = createYoutubeFake(startedAt, options.clock);
  const news = createNewsFake(startedAt);
  const naver = createNaverFake(startedAt);
  const dataGoKr = createDataGoKrFake();
  const oauth = createOAuthFake();
  const pending = new Set<NodeJS.Timeout>();

  const route = async (request: FakeRequest): Promise<FakeResponse> => {
    const [, prefix = '', ...rest] = request.path.split('/');
    const tail = rest.join('/');
    if (prefix === 'youtube' && rest[0] === 'v3') {
      const answer = await youtube.handle(request, rest.slice(1).join('/'));
      return options.youtubeLatencyMs
        ? { ...answer, delayMs: (answer.delayMs ?? 0) + options.youtubeLatencyMs }
        : answer;
    }
    if (prefix === 'oembed') return youtube.oembed(request);
    if (prefix === 'newsapi' && rest[0] === 'v2') return news.handle(request, rest.slice(1).join('/'));
    if (prefix === 'naver' && rest[0] === 'v1') return naver.handle(request, rest.slice(1).join('/'));
    if (prefix === 'data-go-kr') return dataGoKr.handle(request, tail);
    const signIn = oauth.handle(prefix, tail, request);
    if (signIn) return signIn;
    return { status: 404, body: 'Not Found', contentType: 'text/plain' };
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    readBody(req)
      .then((body) =>
        route({ path: url.pathname, query: url.searchParams, headers: req.headers, method: req.method, body }),
      )
      .then((answer) => {
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(answer.status, {
            'content-type': answer.contentType,
            'cache-control': 'private',
            ...answer.headers,
          });
          res.end(answer.body);
        };
        if (!answer.delayMs) return send();
        const timer = setTimeout(() => {
          pending.delete(timer);
          send();
        }, answer.delayMs);
        pending.add(timer);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    youtube: { baseUrl: `${base}/youtube/v3`, oembedUrl: `${base}/oembed` },
    newsapi: { baseUrl: `${base}/newsapi/v2` },
    naver: { baseUrl: `${base}/naver/v1` },
    dataGoKr: { baseUrl: `${base}/data-go-kr` },
    oauth: {
      kakao: { authBaseUrl: `${base}/kakao-auth`, apiBaseUrl: `${base}/kakao-api` },
      naver: { authBaseUrl: `${base}/naver-auth`, profileUrl: `${base}/naver-openapi/v1/nid/me` },
      google: { authBaseUrl: `${base}/google-auth`, tokenUrl: `${base}/google-token/token` },
      identities: oauth.identities,
    },
    youtubeCatalog: youtube.catalog,
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Environment variables that point a server (createTestApp / startServer) at the fakes. */
export function fakeProviderEnv(fakes: FakeProviders): Record<string, string> {
  return {
    YOUTUBE_API_KEY: FAKE_YOUTUBE_KEYS.valid,
    YOUTUBE_API_BASE_URL: fakes.youtube.baseUrl,
    YOUTUBE_OEMBED_URL: fakes.youtube.oembedUrl,
    NEWSAPI_KEY: FAKE_NEWSAPI_KEYS.valid,
    NEWSAPI_BASE_URL: fakes.newsapi.baseUrl,
    NAVER_CLIENT_ID: FAKE_NAVER_CREDENTIALS.valid.id,
    NAVER_CLIENT_SECRET: FAKE_NAVER_CREDENTIALS.valid.secret,
    NAVER_API_BASE_URL: fakes.naver.baseUrl,
    DATA_GO_KR_KEY: FAKE_DATA_GO_KR_KEYS.valid,
    DATA_GO_KR_BASE_URL: fakes.dataGoKr.baseUrl,
    KAKAO_CLIENT_ID: FAKE_OAUTH_CREDENTIALS.kakao.id,
    KAKAO_CLIENT_SECRET: FAKE_OAUTH_CREDENTIALS.kakao.secret,
    KAKAO_AUTH_BASE_URL: fakes.oauth.kakao.authBaseUrl,
    KAKAO_API_BASE_URL: fakes.oauth.kakao.apiBaseUrl,
    NAVER_LOGIN_CLIENT_ID: FAKE_OAUTH_CREDENTIALS.naver.id,
    NAVER_LOGIN_CLIENT_SECRET: FAKE_OAUTH_CREDENTIALS.naver.secret,
    NAVER_AUTH_BASE_URL: fakes.oauth.naver.authBaseUrl,
    NAVER_PROFILE_URL: fakes.oauth.naver.profileUrl,
    GOOGLE_CLIENT_ID: FAKE_OAUTH_CREDENTIALS.google.id,
    GOOGLE_CLIENT_SECRET: FAKE_OAUTH_CREDENTIALS.google.secret,
    GOOGLE_AUTH_BASE_URL: fakes.oauth.google.authBaseUrl,
    GOOGLE_TOKEN_URL: fakes.oauth.google.tokenUrl,
  };
}

/** Demo mode: every provider of `config` now talks to the fakes, with keys they accept. */
export function useFakeProviders(config: AppConfig, fakes: FakeProviders): void {
  config.providers.youtube = {
    key: FAKE_YOUTUBE_KEYS.valid,
    baseUrl: fakes.youtube.baseUrl,
    oembedUrl: fakes.youtube.oembedUrl,
  };
  config.providers.newsapi = { key: FAKE_NEWSAPI_KEYS.valid, baseUrl: fakes.newsapi.baseUrl };
  config.providers.naver = {
    clientId: FAKE_NAVER_CREDENTIALS.valid.id,
    clientSecret: FAKE_NAVER_CREDENTIALS.valid.secret,
    baseUrl: fakes.naver.baseUrl,
  };
  config.providers.dataGoKr = { key: FAKE_DATA_GO_KR_KEYS.valid, baseUrl: fakes.dataGoKr.baseUrl };
  const c = FAKE_OAUTH_CREDENTIALS;
  config.oauth = {
    kakao: { clientId: c.kakao.id, clientSecret: c.kakao.secret, ...fakes.oauth.kakao },
    naver: { clientId: c.naver.id, clientSecret: c.naver.secret, ...fakes.oauth.naver },
    google: { clientId: c.google.id, clientSecret: c.google.secret, ...fakes.oauth.google },
  };
}

/** A request's body as text (only the OAuth token endpoints have one; 64 KB at most). */
function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 65_536) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
