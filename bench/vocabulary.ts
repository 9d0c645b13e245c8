/**
 * The benchmark data set's words: 20,000 Korean words of the Hunspell Korean dictionary
 * (`dictionary-ko`) and a few hundred English and number tokens, used with a Zipf frequency (the
 * word of rank r about 1/r as often as the most common one), as real text is. Search cost and index
 * size depend on that shape: a handful of words in a fifth of all posts, most words in a few.
 * The search scenario draws its queries from the same words with the same frequency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The word list beside the package's entry (its exports name only the entry, which also reads the 11 MB affix file). */
const DICTIONARY_WORDS = path.join(path.dirname(fileURLToPath(import.meta.resolve('dictionary-ko'))), 'index.dic');

/** A seeded generator (mulberry32): the same data set and queries on every run. */
export function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const KOREAN_WORDS = 20_000;
/** Share of English and number tokens among the words of a text. */
const LATIN_SHARE = 0.06;

const LATIN = [
  'ASMR',
  'vlog',
  'YouTube',
  'shorts',
  'live',
  'BTS',
  'NewJeans',
  'iPhone',
  'Galaxy',
  'MacBook',
  'PC',
  'TV',
  'AI',
  'ChatGPT',
  'K-pop',
  'KBO',
  'MLB',
  'EPL',
  'LoL',
  'FIFA',
  'MBTI',
  'OST',
  'MV',
  'CCTV',
  'GPU',
  'SUV',
  'EV',
  'ETF',
  'GDP',
  'Netflix',
  'Disney',
  'Apple',
  'Samsung',
  'Hyundai',
  'Kakao',
  'Naver',
  'Seoul',
  'Busan',
  'Jeju',
  'review',
  'unboxing',
  'tutorial',
  'tip',
  'best',
  'top10',
  'part2',
  '4K',
  '60fps',
  'HDR',
  '5G',
  '1080p',
];

function koreanWords(): string[] {
  const text = fs.readFileSync(DICTIONARY_WORDS, 'utf8');
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    // The list spells syllables as separate jamo (NFD); texts and queries use whole syllables.
    const word = (line.split('/')[0] ?? '').normalize('NFC');
    if (/^[가-힣]{2,6}$/.test(word)) seen.add(word);
  }
  // A seeded shuffle, so the common words are a mix of every kind, not the dictionary's first page.
  const words = [...seen];
  const random = makeRandom(7);
  for (let i = words.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [words[i], words[j]] = [words[j] as string, words[i] as string];
  }
  return words.slice(0, KOREAN_WORDS);
}

function latinWords(): string[] {
  const numbers = Array.from({ length: 150 }, (_, i) => String(i < 50 ? 2000 + i : (i * 37) % 1000));
  return [...LATIN, ...numbers];
}

/** Draws ranks 0..n-1 with Zipf–Mandelbrot weights 1 / (rank + 2.7). */
function zipfSampler(n: number): (random: () => number) => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 2.7);
    cumulative[rank] = total;
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

export interface Vocabulary {
  korean: string[];
  latin: string[];
  /** One word with the corpus's frequency. */
  word(random: () => number): string;
  /** `count` words joined by spaces, a sentence end now and then. */
  text(random: () => number, count: number): string;
}

let loaded: Vocabulary | null = null;

export function vocabulary(): Vocabulary {
  if (loaded) return loaded;
  const korean = koreanWords();
  const latin = latinWords();
  const koreanRank = zipfSampler(korean.length);
  const latinRank = zipfSampler(latin.length);
  const word = (random: () => number) =>
    random() < LATIN_SHARE ? (latin[latinRank(random)] as string) : (korean[koreanRank(random)] as string);
  const text = (random: () => number, count: number) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const end = i === count - 1 || random() < 0.12;
      parts.push(end ? `${word(random)}.` : word(random));
    }
    return parts.join(' ');
  };
  loaded = { korean, latin, word, text };
  return loaded;
}

/** A text length in words: mostly short, a few long (a rough long tail). */
export function textLength(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() ** 2.5 * (max - min + 1));
}

/**
 * `count` different search queries of one to three words, drawn like the texts (common words
 * often, rare ones too); a fifth of them use a word's first two or three syllables (a piece, as
 * people type), and a tenth are words the data set does not hold.
 */
export function searchQueries(count: number, seed = 11): string[] {
  const vocab = vocabulary();
  const random = makeRandom(seed);
  const known = new Set(vocab.korean);
  const queries = new Set<string>();
  const absent = () => {
    // Two to four syllables from the whole Hangul block: almost never a word of the list.
    for (;;) {
      const length = 2 + Math.floor(random() * 3);
      const made = Array.from({ length }, () => String.fromCharCode(0xac00 + Math.floor(random() * 11_172))).join('');
      if (!known.has(made)) return made;
    }
  };
  while (queries.size < count) {
    const roll = random();
    if (roll < 0.1) {
      queries.add(absent());
      continue;
    }
    const words = 1 + (random() < 0.35 ? 1 : 0) + (random() < 0.1 ? 1 : 0);
    const parts = Array.from({ length: words }, () => {
      const picked = vocab.word(random);
      const chars = Array.from(picked);
      if (roll < 0.3 && chars.length > 3) return chars.slice(0, 2 + Math.floor(random() * 2)).join('');
      return picked;
    });
    // A one-letter English word is too short to search for; a number alone is searchable.
    const query = parts.join(' ');
    if (Array.from(query.replace(/\s/g, '')).length >= 2) queries.add(query);
  }
  return [...queries];
}
