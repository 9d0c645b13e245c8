// 차단: the profile's block button and the viewer's list of blocked members.
export { useMyBlocks } from './api/blocks.ts';
export { BlockButton } from './components/block-button.tsx';
