/**
 * Stands in for zod in production builds of the web app (vite.config.ts, issue 9).
 *
 * The shared contract defines its schemas with zod at import time, and the web app imports the
 * contract for constants and messages too. Responses are parsed only in development and tests
 * (src/lib/api-client.ts), so production needs none of zod — yet it was a third of the first
 * load. Here every schema builder returns an inert schema, so the contract still evaluates and
 * its constants work; parsing anything throws, so a production use of a schema fails loudly
 * instead of silently passing.
 */
const refuse = () => {
  throw new Error('zod is not part of production builds: parse responses in development and tests only');
};
const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

const inert: unknown = new Proxy(() => inert, {
  get: (_target, property) => {
    if (typeof property === 'string' && PARSERS.has(property)) return refuse;
    // Not a promise, not a primitive: awaiting or printing a schema must not call into the proxy.
    if (property === 'then' || typeof property === 'symbol') return undefined;
    return inert;
  },
  apply: () => inert,
});

export const z = inert;
export default inert;
