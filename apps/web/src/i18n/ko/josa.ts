/** 을/를, 이/가: picked by whether the word ends in a final consonant; both shown for non-Hangul. */
export const josa = (word: string, afterConsonant: string, afterVowel: string): string => {
  const code = (word.trim().at(-1) ?? '').charCodeAt(0) - 0xac00;
  if (Number.isNaN(code) || code < 0 || code > 11171) return `${word}${afterConsonant}(${afterVowel})`;
  return word + (code % 28 ? afterConsonant : afterVowel);
};
