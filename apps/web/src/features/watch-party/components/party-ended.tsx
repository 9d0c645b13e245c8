import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Clapperboard } from '../../../components/icons.ts';
import * as ko from '../../../i18n/ko/index.ts';

const t = ko.watchParty;

export function PartyEnded() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={Clapperboard}
      title={t.endedTitle}
      message={t.endedMessage}
      action={<Button onClick={() => navigate('/')}>{t.goHome}</Button>}
    />
  );
}
