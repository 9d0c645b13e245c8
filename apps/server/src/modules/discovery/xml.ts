/** Text for XML content and attributes; characters XML 1.0 cannot hold at all are dropped. */
export const xmlText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** The latest of some ISO times (null ones skipped). */
export const latest = (...times: (string | null | undefined)[]) =>
  times.filter((t): t is string => Boolean(t)).reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
