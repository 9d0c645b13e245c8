import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { TwoFactorSetup } from '@tubesphere/shared/contract/two-factor';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToastStore } from '../../../components/toast-store.ts';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from '../../two-factor/index.ts';
import { PasswordField } from './password-field.tsx';
import styles from './settings.module.css';
import { SettingsSection } from './settings-section.tsx';

const t = ko.twoFactor;

/** A labelled one-line input for a code (digits from the app, or a recovery code). */
function CodeField({
  label,
  value,
  onChange,
  errorId,
  numeric = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
  numeric?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.input} ${styles.codeInput}`}
        name="code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={numeric ? 6 : 11}
        placeholder={numeric ? t.codePlaceholder : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
      />
    </div>
  );
}

/** 2단계 인증: set up with a QR code (or the key typed in), enable with a code, keep the recovery codes, disable. */
export function TwoFactorSection({ user }: { user: UserProfile }) {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const showToast = useToastStore((state) => state.show);
  const errorId = useId();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [disableOpen, setDisableOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      setPending(await setup.mutateAsync());
      setCode('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const submitEnable = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t.codeFormat);
      return;
    }
    setError(null);
    try {
      const { recoveryCodes: codes } = await enable.mutateAsync(code);
      setPending(null);
      setCode('');
      setRecoveryCodes(codes);
      showToast(t.enabled, 'success', 3000);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const closeDisable = () => {
    if (disable.isPending) return;
    setDisableOpen(false);
    setPassword('');
    setCode('');
    setError(null);
  };

  const submitDisable = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const isDigits = /^\d{6}$/.test(code);
    try {
      await disable.mutateAsync({
        password: password || undefined,
        ...(isDigits ? { code } : { recoveryCode: code }),
      });
    } catch (caught) {
      setError(errorMessage(caught));
      return;
    }
    closeDisable();
    showToast(t.disabled, 'success', 3000);
  };

  const errorLine = error && (
    <p id={errorId} className={styles.error} role="alert">
      {error}
    </p>
  );

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <div className={styles.form}>
        <h3 className={styles.subheading}>{t.recoveryTitle}</h3>
        <p className={styles.warning}>{t.recoveryIntro}</p>
        <ul className={styles.recoveryList} aria-label={t.recoveryTitle}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <CopyButton text={recoveryCodes.join('\n')} />
          <Button onClick={() => setRecoveryCodes(null)}>{t.recoveryDone}</Button>
        </div>
      </div>
    );
  } else if (status.isPending) {
    body = <Spinner label={t.loading} />;
  } else if (!status.data) {
    body = <ErrorPanel message={errorMessage(status.error)} onRetry={() => status.refetch()} />;
  } else if (pending) {
    body = (
      <form className={styles.form} onSubmit={submitEnable} noValidate aria-label={t.enable}>
        <p>{t.scan}</p>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pending.qrSvg)}`}
          alt={t.qrAlt}
          width={180}
          height={180}
        />
        <p className={styles.hint}>{t.manual}</p>
        <p className={styles.secretRow}>
          <code className={styles.secret} data-testid="two-factor-secret">
            {pending.secret}
          </code>
          <CopyButton text={pending.secret} />
        </p>
        <p>{t.enterCode}</p>
        <CodeField label={t.code} value={code} onChange={setCode} errorId={error ? errorId : undefined} />
        {errorLine}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setPending(null)} disabled={enable.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? t.enabling : t.enable}
          </Button>
        </div>
      </form>
    );
  } else {
    const { enabled, recoveryCodesLeft, adminRequired } = status.data;
    body = (
      <>
        <p>
          <span className={enabled ? styles.badgeOk : styles.badgeWarn}>{enabled ? t.statusOn : t.statusOff}</span>
          {enabled && <span className={styles.hint}> {t.recoveryLeft(recoveryCodesLeft)}</span>}
        </p>
        {adminRequired && !enabled && <p className={styles.warning}>{t.adminRequiredNotice}</p>}
        {!disableOpen && errorLine}
        <div className={styles.actions}>
          {enabled ? (
            <Button variant="secondary" onClick={() => setDisableOpen(true)}>
              {t.disable}
            </Button>
          ) : (
            <Button onClick={start} disabled={setup.isPending}>
              {setup.isPending ? t.starting : t.start}
            </Button>
          )}
        </div>
        <Modal open={disableOpen} title={t.disableTitle} onClose={closeDisable}>
          <form className={styles.form} onSubmit={submitDisable} noValidate aria-label={t.disableTitle}>
            <p>{t.disableBody}</p>
            <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <PasswordField
              label={t.password}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              errorId={error ? errorId : undefined}
              invalid={Boolean(error)}
            />
            <CodeField
              label={t.codeOrRecovery}
              value={code}
              onChange={setCode}
              numeric={false}
              errorId={error ? errorId : undefined}
            />
            {errorLine}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={closeDisable} disabled={disable.isPending}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="danger" disabled={disable.isPending}>
                {disable.isPending ? t.disabling : t.disable}
              </Button>
            </div>
          </form>
        </Modal>
      </>
    );
  }

  return (
    <SettingsSection id="two-factor" title={t.title} description={t.description}>
      {body}
    </SettingsSection>
  );
}
