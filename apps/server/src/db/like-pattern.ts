/** `%term%` for LIKE, with the term's own wildcards taken literally (escape character `!`). */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
