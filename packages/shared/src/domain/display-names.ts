/**
 * Names people show to others — display names and sphere names — may not pass for the site or
 * its staff, nor hide characters that change how the name reads
 * (docs/decisions/169-names-that-pass-for-staff.md).
 */
export const NAME_MESSAGES = {
  hidden: '이름에 보이지 않는 문자나 글자 방향을 바꾸는 문자는 쓸 수 없습니다.',
  reserved: '운영진이나 튜브스피어로 오해될 수 있는 이름은 쓸 수 없습니다.',
} as const;

/**
 * Invisible or direction-changing characters: every format character (zero-width space and
 * joiners, word joiner, BOM, soft hyphen, the bidi embeddings, overrides and isolates, the Arabic
 * letter mark), control characters, and the blank "letters" used as invisible names (Hangul
 * fillers, the braille blank, the Mongolian vowel separator).
 */
const HIDDEN = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;

/** Names that contain one of these (as a look-alike skeleton) pass for the site or its staff. */
const RESERVED_WITHIN = ['관리자', '운영자', '운영진', '운영팀', '튜브스피어', '탈퇴한사용자', 'tubesphere'];
/** Latin words too common inside ordinary names (badminton) to refuse within: refused whole. */
const RESERVED_WHOLE = ['admin', 'administrator', 'operator', 'moderator', 'staff', 'system', 'root'];

const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNGSEONG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const JONGSEONG = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
/** Compound letters written as their parts: ㄱㅗㅏㄴ reads as 관. */
const COMPOUND: Record<string, string> = {
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
  ㄳ: 'ㄱㅅ',
  ㄵ: 'ㄴㅈ',
  ㄶ: 'ㄴㅎ',
  ㄺ: 'ㄹㄱ',
  ㄻ: 'ㄹㅁ',
  ㄼ: 'ㄹㅂ',
  ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ',
  ㄿ: 'ㄹㅍ',
  ㅀ: 'ㄹㅎ',
  ㅄ: 'ㅂㅅ',
};
/**
 * Letters and digits that read as another (after NFKC and lower-casing): Cyrillic and Greek
 * twins of Latin letters, digits and symbols standing in for letters, and the shapes shared
 * between Hangul and Latin (ㅣ, l, i, 1 and |; ㅇ, o and 0).
 */
const LOOK_ALIKE: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'l',
  ї: 'l',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  м: 'm',
  т: 't',
  к: 'k',
  в: 'b',
  н: 'h',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ε: 'e',
  υ: 'u',
  ɑ: 'a',
  ı: 'l',
  ɡ: 'g',
  i: 'l',
  '1': 'l',
  '|': 'l',
  '!': 'l',
  ㅣ: 'l',
  '0': 'o',
  ㅇ: 'o',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
};

function letterOf(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  let letter = char;
  if (code >= 0x1100 && code <= 0x1112) letter = CHOSEONG[code - 0x1100] ?? char;
  else if (code >= 0x1161 && code <= 0x1175) letter = JUNGSEONG[code - 0x1161] ?? char;
  else if (code >= 0x11a8 && code <= 0x11c2) letter = JONGSEONG[code - 0x11a8] ?? char;
  letter = COMPOUND[letter] ?? letter;
  return [...letter].map((part) => LOOK_ALIKE[part] ?? part).join('');
}

/**
 * What a name looks like, with everything that only changes its looks taken out: width and
 * compatibility forms (NFKC), case, accents and other marks, spaces, punctuation and symbols,
 * syllables spelt in separate jamo, and letters of other scripts or digits that read the same.
 * Two names with the same skeleton are easily taken for each other.
 */
export function nameSkeleton(name: string): string {
  const letters = [...name.normalize('NFKC').toLowerCase().normalize('NFD')].map(letterOf).join('');
  return letters.replace(/[^\p{L}\p{N}]/gu, '');
}

const WITHIN = RESERVED_WITHIN.map(nameSkeleton);
const WHOLE = new Set(RESERVED_WHOLE.map(nameSkeleton));

/** Why a display name or sphere name cannot be used, in Korean, or null when it can. */
export function nameProblem(name: string): string | null {
  if (HIDDEN.test(name)) return NAME_MESSAGES.hidden;
  const skeleton = nameSkeleton(name);
  if (WHOLE.has(skeleton) || WITHIN.some((reserved) => skeleton.includes(reserved))) return NAME_MESSAGES.reserved;
  return null;
}
