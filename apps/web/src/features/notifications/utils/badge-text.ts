export { badgeText } from '../../../lib/badge-text.ts';
