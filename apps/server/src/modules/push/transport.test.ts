import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sendPushRequest } from './transport.ts';

const request = (endpoint: string) => ({ endpoint, method: 'POST', headers: { TTL: 60 }, body: Buffer.from('x') });

describe('push transport', () => {
  it('reaches only the public internet over https unless tests allow plain http', async () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://10.0.0.8/push',
    ]) {
      await expect(sendPushRequest(request(endpoint), false), endpoint).rejects.toThrow(
        /not a public internet address/,
      );
    }
    await expect(sendPushRequest(request('https://localhost/push'), false)).rejects.toThrow(
      /not a public internet address/,
    );
    await expect(sendPushRequest(request('http://push.example.com/x'), false)).rejects.toThrow(/scheme refused/);
  });
});

describe('push settings', () => {
  it('takes both VAPID keys or neither, and plain http only in tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'abc' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ NODE_ENV: 'production', WEB_PUSH_ALLOW_HTTP: '1' })).toThrow(
      /only allowed with NODE_ENV=test/,
    );
    const config = loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'Ops@Example.kr' });
    expect(config.push).toEqual({
      publicKey: null,
      privateKey: null,
      subject: 'mailto:ops@example.kr',
      allowHttp: false,
    });
    expect(config.messages.startMinTrustLevel).toBe(1);
  });
});
