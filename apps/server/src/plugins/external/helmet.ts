import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from '@tubesphere/shared/domain/color-theme';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// helmet itself rather than @fastify/helmet: that plugin builds helmet's middleware anew on every
// request (parsing the whole CSP each time, ~10 µs measured); here it is built once.

/** Who may embed what: players and thumbnails of the video sites the editor supports. */
const VIDEO_FRAMES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
];

/**
 * The YouTube IFrame Player API (https://www.youtube.com/iframe_api and the widget script it
 * loads from the same host), fetched only when a post page's player is started or a timestamp
 * is clicked, so the page can seek its own player.
 */
const YOUTUBE_PLAYER_API = 'https://www.youtube.com';

/**
 * The inline script of every page: it applies the chosen colour theme before the first paint
 * (packages/shared/src/domain/color-theme.ts). Allowed by its hash, as is the loader that starts
 * a server-rendered page's scripts after its first paint (passed in), so no other inline script ever runs.
 */
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Security headers (CSP, frame, referrer and cross-origin policies; HSTS when COOKIE_SECURE is
 * on) for every request, set in one onRequest hook as it arrives. `inlineScriptHashes`: the CSP
 * sources of the pages' other inline scripts (the pages module's loader).
 */
export function registerHelmet(app: FastifyInstance, inlineScriptHashes: readonly string[]): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_HASH, ...inlineScriptHashes, YOUTUBE_PLAYER_API],
        // React writes style attributes; no inline <style> is ever served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Link previews and provider thumbnails can come from any https host.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        frameSrc: VIDEO_FRAMES,
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Embedded players are cross-origin documents; COEP would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Let YouTube see our origin so embeds are not refused with "video unavailable".
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: app.config.cookieSecure,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
