import { PassThrough, Writable } from 'node:stream';
import type { PageData, RenderedPage, RenderPage } from '@tubesphere/shared/contract/pages';
import { classifySitePath, type SitePage } from '@tubesphere/shared/domain/site-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import type { MonotonicClock } from '../../lib/clock.ts';
import { siteOrigin } from '../../lib/site-url.ts';
import { toUserProfile } from '../users/index.ts';
import { EncodedPage } from './encoded-page.ts';
import { DEFAULT_HEAD, type PageHead, renderHead } from './html-head.ts';
import type { HtmlShell } from './html-shell.ts';
import { loadPageData, pageServices, type ServerPage } from './page-data.ts';
import { headFor } from './page-heads.ts';
import { RenderBudget } from './render-budget.ts';

const NOT_FOUND_HEAD: PageHead = { ...DEFAULT_HEAD, noindex: true };

/** Milliseconds of each second the server may spend rendering members' pages (./render-budget.ts). */
export const PERSONAL_RENDER_MS_PER_SECOND = 500;

/** A page that does not exist: answered, never kept in the read cache (a crawler's guesses would fill it). */
class MissingPage extends Error {
  constructor(readonly page: EncodedPage) {
    super('page not found');
  }
}

/** Where the request goes in the site and how it is addressed. */
interface PageRequest {
  site: SitePage;
  pathname: string;
  search: URLSearchParams;
  origin: string;
  /** The canonical address: SITE_URL (or the request's origin) and the path. */
  pageUrl: string;
}

/**
 * Answers every address outside /api, /uploads and the built files (docs/decisions/120):
 * unknown ones 404 with the app shell (which takes the visitor home); the browser-rendered
 * pages the shell; home, posts, spheres, profiles and playlists rendered by React on the server with the
 * data loaded here from the services. A guest's page comes from the read cache (the same for
 * every guest for FEED_CACHE_TTL_MS, emptied by any write); a signed-in person's is rendered for
 * them and streamed, head first.
 */
export class PageServer {
  private readonly services: ReturnType<typeof pageServices>;
  private readonly personalRenders: RenderBudget;

  constructor(
    private readonly app: FastifyInstance,
    private readonly shell: HtmlShell,
    private readonly renderer: RenderPage | null,
    /** What the rendering budget measures with. */
    clock: MonotonicClock,
  ) {
    this.services = pageServices(app);
    this.personalRenders = new RenderBudget(PERSONAL_RENDER_MS_PER_SECOND, () => clock.now());
  }

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Joined, not resolved: a path starting // must stay a path, not name a host.
    const url = new URL(`http://page.invalid${request.url}`);
    const origin = siteOrigin(request);
    const page: PageRequest = {
      site: classifySitePath(url.pathname),
      pathname: url.pathname,
      search: url.searchParams,
      origin,
      pageUrl: `${origin}${url.pathname}`,
    };
    const { site } = page;
    if (site.kind === 'unknown') return this.sendShell(reply, 404, NOT_FOUND_HEAD, page);
    if (site.kind === 'client') {
      // Admin tools and member-only pages are nobody's search result (robots.txt keeps admin out
      // too, but not every crawler reads it).
      if (site.noindex) reply.header('x-robots-tag', 'noindex');
      return this.sendShell(reply, 200, { ...DEFAULT_HEAD, noindex: site.noindex }, page);
    }
    // Search results are rendered in the browser and kept out of search engines.
    if (site.kind === 'home' && page.search.has('q')) {
      return this.sendShell(reply, 200, { ...DEFAULT_HEAD, noindex: true }, page);
    }
    const viewer = await this.app.sessionUser(request);
    if (viewer) return this.streamPersonalPage(request, reply, site, page, viewer);
    return this.sendGuestPage(request, reply, site, page);
  }

  private sendShell(reply: FastifyReply, status: number, head: PageHead, page: PageRequest): FastifyReply {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.shell.shell(renderHead(head, page.pageUrl, page.origin), page.pathname));
  }

  /** The page every guest gets, built once per cache lifetime (every time with the cache off). */
  private async sendGuestPage(request: FastifyRequest, reply: FastifyReply, site: ServerPage, page: PageRequest) {
    reply.header('cache-control', 'no-cache');
    const cache = this.app.readCache;
    let builtHere = false;
    try {
      // The origin is part of the page (canonical, og:url, JSON-LD): without SITE_URL it comes from
      // the request's Host, so one guest's made-up host must never reach another guest's copy.
      const encoded = await cache.load(`page:${page.origin}${request.url}`, async () => {
        builtHere = true;
        const built = await this.buildGuestPage(request, site, page);
        if (built.status === 404) throw new MissingPage(built);
        return built;
      });
      // Building a post page counted its view (the detail call); a served copy counts one too.
      if (!builtHere && encoded.postId !== null) this.app.posts.recordView(encoded.postId);
      return encoded.send(request, reply);
    } catch (error) {
      if (error instanceof MissingPage) return error.page.send(request, reply);
      throw error;
    }
  }

  private async buildGuestPage(request: FastifyRequest, site: ServerPage, page: PageRequest): Promise<EncodedPage> {
    const data = await loadPageData(this.services, site, page.search, null);
    if (!data) return new EncodedPage(404, Buffer.from(this.shellHtml(NOT_FOUND_HEAD, page)));
    const headTags = renderHead(headFor(data, page.pageUrl, page.origin), page.pageUrl, page.origin);
    const postId = site.kind === 'post' ? site.postId : null;
    const rendered = await this.render(request, data, null);
    if (!rendered) return new EncodedPage(200, Buffer.from(this.shell.shell(headTags, page.pathname)), postId);
    const html = await collect(rendered);
    const body = `${this.shell.start(headTags, page.pathname)}${html}${this.shell.end(rendered.payload, page.pathname)}`;
    return new EncodedPage(200, Buffer.from(body), postId);
  }

  /**
   * A signed-in person's page: their reactions, pending posts and header. The head (styles,
   * scripts to preload) goes out as soon as the data is loaded, the page as React renders it —
   * or, with this second's rendering budget spent, the page for the browser to render.
   */
  private async streamPersonalPage(
    request: FastifyRequest,
    reply: FastifyReply,
    site: ServerPage,
    page: PageRequest,
    viewer: UserRow,
  ) {
    reply.header('cache-control', 'private, no-cache');
    const data = await loadPageData(this.services, site, page.search, viewer);
    if (!data) {
      return reply.status(404).type('text/html; charset=utf-8').send(this.shellHtml(NOT_FOUND_HEAD, page));
    }
    const headTags = renderHead(headFor(data, page.pageUrl, page.origin), page.pageUrl, page.origin);
    const finished = this.personalRenders.tryStart();
    if (!finished) {
      return reply.status(200).type('text/html; charset=utf-8').send(this.shell.shell(headTags, page.pathname));
    }
    const out = new PassThrough();
    // Sent, failed or abandoned by the reader: the render's time counts either way.
    out.once('close', finished);
    reply.status(200).type('text/html; charset=utf-8').send(out);
    out.write(this.shell.start(headTags, page.pathname));
    const rendered = await this.render(request, data, viewer);
    if (rendered) rendered.pipe(endingWith(out, this.shell.end(rendered.payload, page.pathname)));
    else out.end(this.shell.unrenderedRest(page.pathname));
    return reply;
  }

  private shellHtml(head: PageHead, page: PageRequest): string {
    return this.shell.shell(renderHead(head, page.pageUrl, page.origin), page.pathname);
  }

  /** React's HTML for the page, or null (no renderer built, or it failed: the browser renders it). */
  private async render(request: FastifyRequest, data: PageData, viewer: UserRow | null): Promise<RenderedPage | null> {
    if (!this.renderer) return null;
    try {
      return await this.renderer({
        url: request.url,
        page: data,
        user: viewer ? toUserProfile(viewer) : null,
        unreadNotifications: viewer ? await this.services.notifications.unreadCount(viewer.user_id) : null,
        unreadMessages: viewer ? await this.services.messages.unreadCount(viewer.user_id) : null,
        renderedAt: Date.now(),
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'rendering the page failed: sent for the browser to render');
      return null;
    }
  }
}

/** The rendered HTML as one string. */
function collect(rendered: RenderedPage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    rendered.pipe(sink);
  });
}

/** A sink that passes React's HTML on to `out` and, when React ends it, writes `tail` and ends `out`. */
function endingWith(out: PassThrough, tail: string): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      if (out.write(chunk)) done();
      else out.once('drain', () => done());
    },
    final(done) {
      out.end(tail);
      done();
    },
  });
}
