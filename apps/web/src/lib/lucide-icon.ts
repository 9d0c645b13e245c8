import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/** An icon's drawing as lucide-react's icon modules pass it. */
interface IconData {
  name?: string;
  aliases?: unknown[];
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
}

const labels = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  );

/**
 * lucide-react's `createLucideIcon`, for the props this app passes (build/small-icons.ts puts it
 * in the package's place): the same <svg> attributes — 24-unit view box, current colour, round
 * joins, `lucide lucide-{name}` classes, hidden from assistive technology unless labelled.
 */
export default function createLucideIcon(icon: IconData) {
  const own = [icon.name, ...(icon.aliases ?? [])].filter((name) => typeof name === 'string' && name.trim() !== '');
  const box = icon.size ?? 24;
  function LucideIcon({
    size = 24,
    strokeWidth = 2,
    color = 'currentColor',
    className,
    children,
    ref,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set(['lucide', ...own.map((name) => `lucide-${name}`), ...(className?.split(' ') ?? [])])]
          .filter(Boolean)
          .join(' '),
        ...(children || labels(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  if (icon.name) LucideIcon.displayName = icon.name;
  return LucideIcon;
}
