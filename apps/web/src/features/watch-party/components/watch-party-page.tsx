import type { WatchPartyResponse } from '@tubesphere/shared/contract/watch-parties';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { SearchX } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useWatchParty } from '../api/watch-party.ts';
import { PartyEnded } from './party-ended.tsx';
import { PartyRoom } from './party-room.tsx';

const t = ko.watchParty;

/** /watch/{id}: 같이 보기 — one video (or a playlist) watched together, with chat. */
export function WatchPartyPage() {
  const { partyId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const query = useWatchParty(partyId, user?.user_id ?? null);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(query.data ? t.title(query.data.title) : notFound ? t.notFoundTitle : ko.pages.watchParty);

  if (query.isPending) return <Spinner label={t.loading} />;
  if (notFound)
    return (
      <EmptyState
        icon={SearchX}
        title={t.notFoundTitle}
        message={t.notFoundMessage}
        action={<Button onClick={() => navigate('/')}>{t.goHome}</Button>}
      />
    );
  if (query.isError) return <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.ended) return <PartyEnded />;
  return <PartyRoom key={query.data.id} party={query.data satisfies WatchPartyResponse} />;
}
