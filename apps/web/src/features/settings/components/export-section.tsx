import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.accounts.export;

/** 개인정보 다운로드: fetched here rather than opened, so a refusal (once an hour) is said on the page. */
export function ExportSection() {
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const download = async () => {
    setPending(true);
    setNote(null);
    try {
      const response = await fetch('/api/users/me/export', { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? t.failed);
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'tubesphere.json';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
      setNote({ ok: true, text: t.done });
    } catch (caught) {
      setNote({ ok: false, text: caught instanceof Error ? caught.message : t.failed });
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingsSection id="export" title={t.title} description={t.description}>
      {note && (
        <p className={note.ok ? styles.success : styles.error} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download} disabled={pending}>
          {pending ? t.submitting : t.submit}
        </Button>
      </div>
    </SettingsSection>
  );
}
