import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@tubesphere/shared/contract/away-mail';
import * as ko from '../../../i18n/ko/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/mail/unsubscribe?token=: the mail's own token turns that kind of mail off. */
export const unsubscribeMail = (token: string) =>
  apiRequest<UnsubscribeResponse>(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
    fallbackError: ko.unsubscribe.failed,
  });

export const useUnsubscribeMail = () => useMutation({ mutationFn: unsubscribeMail });
