import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLoginSecondFactor } from '../api/login.ts';
import { AuthError, AuthField } from './auth-card.tsx';
import styles from './login-page.module.css';

const t = ko.twoFactor;

/**
 * The sign-in's second step (after the password or a provider): the app's code, or a recovery
 * code. The pending sign-in lives in an httpOnly cookie for five minutes; past that, or after
 * `onRestart`, the password step comes again.
 */
export function TwoFactorStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complete = useLoginSecondFactor();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The step replaces the form whose button had focus: the code field takes it.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!recovery && !/^\d{6}$/.test(typed)) {
      setError(t.codeFormat);
      return;
    }
    if (recovery && !typed) {
      setError(ko.twoFactor.stepRecoveryIntro);
      return;
    }
    setError(null);
    try {
      await complete.mutateAsync(recovery ? { recoveryCode: typed } : { code: typed });
      onDone();
    } catch (caught) {
      setError(errorMessage(caught) || ko.auth.failed);
    }
  };

  const toggle = () => {
    setRecovery((current) => !current);
    setValue('');
    setError(null);
    input.current?.focus();
  };

  return (
    <>
      <p className={styles.subheading}>{recovery ? t.stepRecoveryIntro : t.stepIntro}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t.stepTitle}>
        <AuthField
          ref={input}
          label={recovery ? t.recoveryCode : t.code}
          name={recovery ? 'recoveryCode' : 'code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 11 : 6}
          placeholder={recovery ? t.recoveryPlaceholder : t.codePlaceholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          errorId={error ? errorId : undefined}
        />
        <AuthError id={errorId} message={error} />
        <Button type="submit" block disabled={complete.isPending}>
          {complete.isPending ? t.verifying : t.verify}
        </Button>
      </form>
      <button type="button" className={styles.toggle} onClick={toggle}>
        {recovery ? t.useCode : t.useRecovery}
      </button>
      <button type="button" className={styles.toggle} onClick={onRestart}>
        {t.restart}
      </button>
    </>
  );
}
