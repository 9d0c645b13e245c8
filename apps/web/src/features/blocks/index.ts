// 차단: the profile's block button, the ⋯ menus' 차단하기 and the viewer's list of blocked members.
export { useMyBlocks } from './api/blocks.ts';
export { BlockButton } from './components/block-button.tsx';
export { BlockedUsersList } from './components/blocked-users-list.tsx';
export { useBlockUser } from './hooks/use-block-user.ts';
