import { FileText, type Icon, Image, Link2, Video } from '../../../components/icons.ts';
import type { BlockType } from '../utils/blocks-reducer.ts';

const ICONS: Record<BlockType, Icon> = { text: FileText, image: Image, video: Video, link: Link2 };

export function BlockTypeIcon({ type, size = 16 }: { type: BlockType; size?: number }) {
  const TypeIcon = ICONS[type];
  return <TypeIcon size={size} />;
}
