import type { Plugin } from 'vite';

/** React Router's published build (both of its flavours), not the app's own modules. */
const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/**
 * Lets the bundler drop the parts of React Router the app does not use. Its module creates every
 * component and context at the top level — `var Link = React.forwardRef(…)`, then
 * `Link.displayName = "Link"` — and a bundler must keep a call it cannot prove pure and a
 * property written on what it returned: the prefetching links, forms and fetchers of the
 * framework mode came along with `useLocation`. Here those calls are marked pure and the names
 * (read only by React's developer tools) are left out, so an unused component goes with its
 * helpers. What the app does use is unchanged.
 */
export function pureRouter(): Plugin {
  return {
    name: 'tubesphere:pure-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_DIST },
      handler(code) {
        const pure = code
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
          .replace(/^[\w$]+\.displayName = [^;\n]+;$/gm, '');
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
