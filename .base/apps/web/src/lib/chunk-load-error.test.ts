import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import and Vite's failed chunk stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://tubesphere.kr/assets/index-Bx1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://tubesphere.kr/assets/index-Bx1.js',
      'Unable to preload CSS for /assets/index-Bx1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves every other error to the ordinary error panel', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
