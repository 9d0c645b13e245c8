/** A small seeded PRNG (mulberry32): the fakes answer the same data on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A stable id of the given length from a string (YouTube ids are base64url). */
export function stableId(source: string, length: number): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let out = '';
  for (let i = 0; out.length < length; i += 1) {
    for (const ch of `${source}#${i}`) {
      h1 = Math.imul(h1 ^ ch.charCodeAt(0), 0x01000193) >>> 0;
      h2 = Math.imul(h2 + ch.charCodeAt(0), 0x5bd1e995) >>> 0;
    }
    out += ID_ALPHABET[(h1 ^ h2) & 63];
  }
  return out;
}

export function hashNumber(source: string): number {
  let h = 2166136261;
  for (const ch of source) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}
