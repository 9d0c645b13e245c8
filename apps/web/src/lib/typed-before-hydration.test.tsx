import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { forgetTypedText, keepTypedText, useTypedBeforeHydration } from './typed-before-hydration.ts';

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

let seen = '';
function Field({ keep }: { keep: boolean }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useHookAtTopLevel: the same branch on the server and in the browser
  if (keep) useTypedBeforeHydration(ref, setValue);
  seen = value;
  return <textarea ref={ref} aria-label="댓글" value={value} onChange={(event) => setValue(event.target.value)} />;
}

async function typeThenHydrate(keep: boolean): Promise<HTMLTextAreaElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field keep={keep} />);
  document.body.append(container);
  const field = container.querySelector('textarea') as HTMLTextAreaElement;
  // Typed into the server's HTML before any script ran.
  field.value = '먼저 쓴 글';
  if (keep) keepTypedText(container);
  await act(async () => {
    mounted = hydrateRoot(container, <Field keep={keep} />);
  });
  forgetTypedText();
  return field;
}

it('gives a field the text typed into it before hydration, on screen and in its state', async () => {
  const field = await typeThenHydrate(true);
  expect(field.value).toBe('먼저 쓴 글');
  expect(seen).toBe('먼저 쓴 글');
});

it('is what keeps it: without it the state stays empty (and Chromium empties the field too)', async () => {
  await typeThenHydrate(false);
  expect(seen).toBe('');
});
