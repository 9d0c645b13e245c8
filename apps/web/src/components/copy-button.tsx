import { useEffect, useState } from 'react';
import * as ko from '../i18n/ko/index.ts';
import { Button } from './button.tsx';

/** Copies text and says 복사됨 / 복사 실패 for 2 s (docs/product.md#youtube-testers). */
export function CopyButton({ text, label = ko.common.copy }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button variant="secondary" size="small" onClick={copy} aria-live="polite">
      {state === 'copied' ? ko.common.copied : state === 'failed' ? ko.common.copyFailed : label}
    </Button>
  );
}
