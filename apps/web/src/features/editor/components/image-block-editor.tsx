import type { ImageBlock } from '@tubesphere/shared/contract/blocks';
import { MAX_UPLOAD_BYTES } from '@tubesphere/shared/contract/uploads';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { Image } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUploadImage } from '../api/upload-image.ts';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import styles from './block-fields.module.css';

const t = ko.editor.image;

interface ImageBlockEditorProps {
  block: ImageBlock;
  onChange: (patch: BlockPatch) => void;
  /** Stable across renders (the editor's setter): says while this block is uploading. */
  onBusyChange: (blockId: string, busy: boolean) => void;
}

/**
 * An image block: an empty upload area (click, keyboard or drop; highlighted while a file
 * is dragged over), then the preview; remove resets. A failed upload says why and keeps the
 * block as it was (docs/product.md#write).
 */
export function ImageBlockEditor({ block, onChange, onBusyChange }: ImageBlockEditorProps) {
  const upload = useUploadImage();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const blockId = block.id;
  // A block deleted mid-upload must not keep the submit button waiting.
  useEffect(() => () => onBusyChange(blockId, false), [onBusyChange, blockId]);
  useEffect(() => (localPreview ? () => URL.revokeObjectURL(localPreview) : undefined), [localPreview]);

  const start = async (file: File | undefined) => {
    if (!file) return;
    // Files whose type begins with image/; the server checks the bytes again.
    if (!file.type.startsWith('image/')) return setError(t.failed(t.notImage));
    if (file.size > MAX_UPLOAD_BYTES) return setError(t.failed(t.tooLarge));
    setError(null);
    setLocalPreview(URL.createObjectURL(file));
    onBusyChange(blockId, true);
    try {
      const stored = await upload.mutateAsync(file);
      onChange({ url: stored.url, fileName: file.name });
    } catch (caught) {
      setError(t.failed(errorMessage(caught)));
    } finally {
      setLocalPreview(null);
      onBusyChange(blockId, false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    void start(event.dataTransfer.files[0]);
  };

  if (upload.isPending && localPreview) {
    return (
      <div className={styles.imageFrame} aria-busy="true">
        <img className={styles.imagePreview} src={localPreview} alt="" />
        <div className={styles.imageOverlay}>
          <Spinner inline />
          <span>{t.uploading}</span>
        </div>
      </div>
    );
  }

  if (block.url) {
    return (
      <div className={styles.stack}>
        <div className={styles.imageFrame}>
          <img className={styles.imagePreview} src={block.url} alt={t.alt(block.fileName ?? '')} />
          <button
            type="button"
            className={styles.removeImage}
            onClick={() => onChange({ url: '', fileName: '', caption: '' })}
          >
            {t.remove}
          </button>
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{t.caption}</span>
          <input
            className={styles.input}
            value={block.caption ?? ''}
            maxLength={500}
            placeholder={t.captionPlaceholder}
            onChange={(event) => onChange({ caption: event.target.value })}
          />
        </label>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <label
        htmlFor={inputId}
        className={`${styles.dropzone} ${dragOver ? styles.dropzoneActive : ''}`}
        data-drag-over={dragOver || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragOver(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
        }}
        onDrop={onDrop}
      >
        <Image className={styles.dropIcon} size={32} strokeWidth={1.5} />
        <span className={styles.dropTitle}>{dragOver ? t.dropActive : t.dropTitle}</span>
        <span className={styles.dropHint}>{t.dropHint}</span>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          aria-label={t.inputLabel}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            void start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
