/** Form text that is a whole number within [min, max]. */
export const isIntBetween = (text: string, min: number, max: number): boolean => {
  const n = Number(text);
  return /^-?\d+$/.test(text.trim()) && n >= min && n <= max;
};
