import { Sun as LucideSun, TriangleAlert } from 'lucide-react';
import * as sunModule from 'lucide-react/dist/esm/icons/sun.mjs';
import * as triangleModule from 'lucide-react/dist/esm/icons/triangle-exclamation-point.mjs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon.ts';

// Each icon module exports its drawing beside the component; the package's types leave it out.
const drawing = (module: object) => (module as { __iconData: Parameters<typeof createLucideIcon>[0] }).__iconData;
const Sun = createLucideIcon(drawing(sunModule));
const Triangle = createLucideIcon(drawing(triangleModule));

describe('createLucideIcon (the build’s stand-in for lucide-react’s)', () => {
  it('draws the same <svg> as lucide-react for the props the app passes', () => {
    const cases = [
      [<Sun key="a" />, <LucideSun key="a" />],
      [<Sun key="b" size={22} className="x y" />, <LucideSun key="b" size={22} className="x y" />],
      [
        <Sun key="c" size={40} strokeWidth={1.5} fill="currentColor" />,
        <LucideSun key="c" size={40} strokeWidth={1.5} fill="currentColor" />,
      ],
      [<Sun key="d" aria-label="해" />, <LucideSun key="d" aria-label="해" />],
      [<Sun key="e" aria-hidden="true" />, <LucideSun key="e" aria-hidden="true" />],
      [<Triangle key="f" className="icon" />, <TriangleAlert key="f" className="icon" />],
    ] as const;
    for (const [ours, theirs] of cases) expect(renderToStaticMarkup(ours)).toBe(renderToStaticMarkup(theirs));
  });
});
