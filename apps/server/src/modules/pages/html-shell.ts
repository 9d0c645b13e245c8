import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER } from './deferred-scripts.ts';
import { escapeHtml, scriptJson } from './html-head.ts';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_START = '<!--app-html-->';
const ROOT_END = '<!--/app-html-->';
const STATE_MARKER = '<!--app-state-->';
/** The build's entry script and the preloads of its imports, in the head of index.html. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const ENTRY_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

interface RoutePreload {
  pattern: string;
  modules: string[];
  styles: string[];
}

/**
 * The built index.html, cut at its markers once at start: a page is assembled by joining strings
 * (String.replace would read `$&`, `$\`` and `$'` in a post's title as patterns). `<head>` gets the
 * page's tags; #root keeps the boot frame or gets the rendered page; the state goes before </body>.
 * A rendered page's head leaves out the entry script and its preloads: a loader at the end of the
 * body starts them after the first paint (./deferred-scripts.ts).
 */
export class HtmlShell {
  private readonly beforeHead: string;
  private readonly headToRoot: string;
  /** headToRoot without the entry script and its preloads. */
  private readonly headToRootDeferred: string;
  /** The loader's block for a page no route matches: the entry script and its imports. */
  private readonly entryLoader: string;
  private readonly bootFrame: string;
  private readonly rootToState: string;
  private readonly afterState: string;
  /** Each route's preloads, and its loader block (the entry's scripts, then the route's chunks). */
  private readonly preloads: { pattern: RegExp; route: RoutePreload; loader: string }[];

  constructor(indexHtml: string, preloads: RoutePreload[]) {
    const [beforeHead, rest1] = cut(indexHtml, HEAD_MARKER);
    const [headToRoot, rest2] = cut(rest1, ROOT_START);
    const [bootFrame, rest3] = cut(rest2, ROOT_END);
    const [rootToState, afterState] = cut(rest3, STATE_MARKER);
    this.beforeHead = beforeHead;
    this.headToRoot = headToRoot;
    const entry = ENTRY_SCRIPT.exec(headToRoot)?.[1];
    const imports = [...headToRoot.matchAll(ENTRY_PRELOAD)].map((m) => m[1] as string);
    this.headToRootDeferred = headToRoot.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
    const entryScripts = entry === undefined ? [] : [entry, ...imports];
    this.entryLoader = loaderBlock(entryScripts);
    this.bootFrame = bootFrame;
    this.rootToState = rootToState;
    this.afterState = afterState;
    this.preloads = preloads.map((route) => ({
      pattern: new RegExp(route.pattern),
      route,
      loader: entryScripts.length === 0 ? '' : loaderBlock([...new Set([...entryScripts, ...route.modules])]),
    }));
  }

  static load(webDistDir: string): HtmlShell | null {
    const indexFile = path.join(webDistDir, 'index.html');
    if (!fs.existsSync(indexFile)) return null;
    return new HtmlShell(fs.readFileSync(indexFile, 'utf8'), readRoutePreloads(webDistDir));
  }

  /**
   * Everything up to the page: the head (with this page's tags, styles and, for a page the browser
   * renders, its chunks) and <div id="root">.
   */
  start(headTags: string, pathname: string, rendered = true): string {
    const rest = rendered ? this.headToRootDeferred : this.headToRoot;
    return `${this.beforeHead}${headTags}${this.renderPreloads(pathname, rendered)}${rest}`;
  }

  /**
   * After the rendered page at `pathname`: the rest of the body with the page's state (JSON text,
   * already script-safe) and the loader of the scripts start() left out — the entry's and the
   * route's own chunks, fetched together once the page has painted. No loader when `pathname` is
   * null: the page the browser renders alone has its scripts in the head.
   */
  end(payloadJson: string | null, pathname: string | null): string {
    const state =
      payloadJson === null ? '' : `<script type="application/json" id="ssr-payload">${payloadJson}</script>`;
    const scripts =
      pathname === null
        ? ''
        : (this.preloads.find(({ pattern }) => pattern.test(pathname))?.loader ?? this.entryLoader);
    return `${this.rootToState}${state}${scripts}${this.afterState}`;
  }

  /** What follows start() when the page at `pathname` could not be rendered: the boot frame, no state. */
  unrenderedRest(pathname: string | null): string {
    return `${this.bootFrame}${this.end(null, pathname)}`;
  }

  /** The page the browser renders alone: the boot frame where the page would be, scripts in the head. */
  shell(headTags: string, pathname: string): string {
    return `${this.start(headTags, pathname, false)}${this.unrenderedRest(null)}`;
  }

  /**
   * The page's own styles, so a rendered page is styled before any script runs; and, for a page
   * the browser renders, its chunks, fetched beside the entry script since nothing shows until
   * they have run. A page the server rendered is already painted: preloading its scripts only
   * took bandwidth from the stylesheets its first paint waits for on a slow phone connection
   * (docs/decisions/148); the loader at the end of its body starts them after the first paint.
   */
  private renderPreloads(pathname: string, rendered: boolean): string {
    const match = this.preloads.find(({ pattern }) => pattern.test(pathname));
    if (!match) return '';
    const tags = match.route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
    if (!rendered) {
      tags.push(
        ...match.route.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      );
    }
    return `\n    ${tags.join('\n    ')}`;
  }
}

/** The list of scripts for the loader and the loader itself; nothing for a build without an entry script. */
function loaderBlock(scripts: string[]): string {
  if (scripts.length === 0) return '';
  return `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${scriptJson(scripts)}</script><script>${DEFERRED_SCRIPTS_LOADER}</script>`;
}

/** [before, after] the marker; a shell without it (an old build) keeps everything before. */
function cut(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}

/** route-preloads.json, written by the web build (apps/web/vite.config.ts); none if absent. */
function readRoutePreloads(webDistDir: string): RoutePreload[] {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(webDistDir, 'route-preloads.json'), 'utf8')) as { routes: RoutePreload[] }
    ).routes;
  } catch {
    return [];
  }
}
