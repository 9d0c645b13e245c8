import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the page opened (read with useLocation().state). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real <a href> (it works before the app has hydrated, and opens in a new tab
 * with a modifier key) whose plain click navigates inside the app. Ours rather than React
 * Router's, whose link also carries the framework mode's prefetching and view transitions —
 * about 2.5 KB gzip on every page for nothing the app uses.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not also on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * A link to a section that knows whether the page shown is in it (`isActive`, and
 * aria-current="page"), as React Router's NavLink matches: case-insensitive, and the paths under
 * the link's own unless `end`.
 */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const shown = useLocation().pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = shown === target || (!end && shown.startsWith(target) && shown.charAt(slashAt) === '/');
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      {...rest}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
