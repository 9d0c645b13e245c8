import { describe, expect, it } from 'vitest';
import { base64url, deviceName, keyBytes } from './browser-push.ts';

describe('browser push helpers', () => {
  it('turns the VAPID key into bytes and back', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(base64url(bytes.buffer)).toBe(key);
  });

  it('names a device by browser and system', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet · Android');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Windows');
    expect(deviceName(null)).toBeNull();
    expect(deviceName('curl/8.0')).toBeNull();
  });
});
