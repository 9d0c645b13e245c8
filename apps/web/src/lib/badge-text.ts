import { formatNumber } from '@tubesphere/shared/domain/format';
import * as ko from '../i18n/ko/index.ts';

/** A count badge's text (the bell, the envelope): the count, or 99+ (the server stops counting at 100). */
export const badgeText = (count: number): string => (count > 99 ? ko.notifications.many : formatNumber(count));
