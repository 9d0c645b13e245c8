import { createHash } from 'node:crypto';

/** The id of the JSON list (entry script first, then the modules it imports) the loader reads. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/**
 * Starts a server-rendered page's scripts once its first frame has been painted (or at once in a
 * hidden tab, where no frame comes): the entry module and a preload for each module it imports.
 * Before this, those downloads shared a slow phone connection with the stylesheets the first
 * paint waits for, and running them pushed the paint back further (docs/decisions/149). Until the
 * app has hydrated, a form without an action (one only the app can send) is not sent: the browser
 * would reload the page and lose what was typed; a form with one (search) goes ahead. Reads its
 * list from a JSON block so the script itself never changes and is allowed by its hash.
 */
export const DEFERRED_SCRIPTS_LOADER = `(function(){var d=document,l=JSON.parse(d.getElementById("${DEFERRED_SCRIPTS_ID}").textContent),n=0;function go(){if(n++)return;l.forEach(function(h,i){var e=d.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=h}else{e.type="module";e.src=h}e.crossOrigin="";d.head.appendChild(e)})}d.addEventListener("visibilitychange",go);d.addEventListener("submit",function(e){if(!d.documentElement.hasAttribute("data-app-ready")&&!e.target.hasAttribute("action"))e.preventDefault()},!0);if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The loader's Content-Security-Policy source: it runs because of this hash and nothing else does. */
export const DEFERRED_SCRIPTS_HASH = `'sha256-${createHash('sha256').update(DEFERRED_SCRIPTS_LOADER).digest('base64')}'`;
