import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import {
  createDataGoKrClient,
  createNaverClient,
  createNewsClient,
  PROVIDER_TIMEOUT_MS,
  ProviderError,
} from '../../src/providers/index.ts';

/** A host that accepts the connection and never answers: every client must give up on time. */
let silent: http.Server;
let base: string;
beforeAll(async () => {
  silent = http.createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

const providers = (): Pick<AppConfig, 'providers'> => ({
  providers: {
    youtube: { key: 'k', baseUrl: base, oembedUrl: base },
    newsapi: { key: 'k', baseUrl: base },
    naver: { clientId: 'i', clientSecret: 's', baseUrl: base },
    dataGoKr: { key: 'k', baseUrl: base },
    demo: false,
  },
});

async function kindOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return (error as ProviderError).kind;
}

describe('timeouts', () => {
  it('defaults to 10 seconds', () => {
    expect(PROVIDER_TIMEOUT_MS).toBe(10_000);
  });

  it('NewsAPI, Naver and data.go.kr clients give up and say so', async () => {
    const options = { timeoutMs: 150 };
    expect(await kindOf(createNewsClient(providers(), options).fetch('everything', { q: 'x' }))).toBe('timeout');
    expect(await kindOf(createNaverClient(providers(), options).searchNews({ query: 'x' }))).toBe('timeout');
    expect(
      await kindOf(
        createDataGoKrClient(providers(), options).trades({
          service: 'aptTrade',
          lawdCd: '11680',
          dealYmd: '202405',
          pageNo: 1,
          numOfRows: 1,
        }),
      ),
    ).toBe('timeout');
  });
});
