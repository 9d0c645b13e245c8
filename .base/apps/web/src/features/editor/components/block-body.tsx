import type { Block } from '@tubesphere/shared/contract/blocks';
import { memo } from 'react';
import type { BlockPatch } from '../utils/blocks-reducer.ts';
import { ImageBlockEditor } from './image-block-editor.tsx';
import { LinkBlockEditor } from './link-block-editor.tsx';
import { TextBlockEditor } from './text-block-editor.tsx';
import { VideoBlockEditor } from './video-block-editor.tsx';

interface BlockBodyProps {
  block: Block;
  onUpdate: (id: string, patch: BlockPatch) => void;
  onBusyChange: (id: string, busy: boolean) => void;
}

/** The editor for one block's type. Memoised: typing in one block leaves the others alone. */
export const BlockBody = memo(function BlockBody({ block, onUpdate, onBusyChange }: BlockBodyProps) {
  const onChange = (patch: BlockPatch) => onUpdate(block.id, patch);
  switch (block.type) {
    case 'text':
      return <TextBlockEditor block={block} onChange={onChange} />;
    case 'image':
      return <ImageBlockEditor block={block} onChange={onChange} onBusyChange={onBusyChange} />;
    case 'video':
      return <VideoBlockEditor block={block} onChange={onChange} />;
    case 'link':
      return <LinkBlockEditor block={block} onChange={onChange} />;
  }
});
