import { passwordProblem } from '@tubesphere/shared/domain/password-rules';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { Logo } from '../../../components/logo.tsx';
import * as ko from '../../../i18n/ko/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLogin } from '../api/login.ts';
import { useSignup } from '../api/signup.ts';
import { solveSignupChallenge } from '../api/signup-challenge.ts';
import type { LoginRedirectState } from '../hooks/use-session-expiry.ts';
import { oauthErrorMessage } from '../oauth-error.ts';
import { AuthCard } from './auth-card.tsx';
import styles from './login-page.module.css';
import { OAuthButtons } from './oauth-buttons.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Mode = 'login' | 'signup';

/** Back where the person was; only a path inside the site (the state could carry any address). */
const returnPath = (from: string | undefined) =>
  from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/';
const EMPTY = { email: '', password: '', passwordConfirm: '', username: '' };
const t = ko.auth;

/** One page, two modes (docs/product.md#login); toggling clears the fields and the error. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const signup = useSignup();
  const navigate = useNavigate();
  const location = useLocation();
  const errorId = useId();
  const redirect = location.state as Partial<LoginRedirectState> | null;
  const [params, setParams] = useSearchParams();
  const oauthError = oauthErrorMessage(params.get('oauthError'));
  // A provider's sign-in of a member with 2단계 인증 lands here at the code step (?twoFactor=1).
  const [codeStep, setCodeStep] = useState(() => params.get('twoFactor') === '1');
  useDocumentTitle(codeStep ? ko.twoFactor.stepTitle : mode === 'login' ? t.loginTitle : t.signupTitle);

  const [checking, setChecking] = useState(false);
  const pending = login.isPending || signup.isPending || checking;
  const update = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const toggleMode = () => {
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setFields(EMPTY);
    setError(null);
  };

  const validate = (): string | null => {
    if (!fields.email.trim()) return t.emailRequired;
    if (!fields.password) return t.passwordRequired;
    if (mode === 'signup') {
      if (!fields.username.trim()) return t.usernameRequired;
      // The server's own rules, checked here first so the answer is instant.
      const weak = passwordProblem(fields.password, { email: fields.email, userName: fields.username });
      if (weak) return weak;
      if (fields.password !== fields.passwordConfirm) return t.passwordMismatch;
    }
    return null;
  };

  const finish = () => navigate(returnPath(redirect?.from), { replace: true });
  const restart = () => {
    setCodeStep(false);
    setError(null);
    if (params.has('twoFactor')) setParams({}, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    try {
      if (mode === 'login') {
        const answer = await login.mutateAsync({ email: fields.email, password: fields.password });
        if ('twoFactorRequired' in answer) {
          setFields(EMPTY);
          setCodeStep(true);
          return;
        }
      } else {
        setChecking(true);
        const altcha = await solveSignupChallenge().finally(() => setChecking(false));
        await signup.mutateAsync({
          email: fields.email,
          password: fields.password,
          user_name: fields.username,
          altcha,
        });
      }
      finish();
    } catch (caught) {
      setError(errorMessage(caught) || t.failed);
    }
  };

  if (codeStep) {
    return (
      <AuthCard heading={ko.twoFactor.stepHeading}>
        <TwoFactorStep onDone={finish} onRestart={restart} />
      </AuthCard>
    );
  }

  const describedBy = error ? errorId : undefined;
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.logo}>
          <Logo size={44} />
        </div>
        <h1 className={styles.heading}>{mode === 'login' ? t.loginHeading : t.signupHeading}</h1>
        <p className={styles.subheading}>{t.loginSubheading}</p>
        {redirect?.expired && (
          <p className={styles.notice} role="alert">
            {t.sessionExpired}
          </p>
        )}
        {oauthError && (
          <p className={styles.notice} role="alert">
            {oauthError}
          </p>
        )}
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={mode === 'login' ? t.loginTitle : t.signupTitle}
        >
          <label className={styles.field}>
            <span className={styles.label}>{t.email}</span>
            <input
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t.emailPlaceholder}
              value={fields.email}
              onChange={update('email')}
              aria-describedby={describedBy}
            />
          </label>
          {mode === 'signup' && (
            <label className={styles.field}>
              <span className={styles.label}>{t.username}</span>
              <input
                className={styles.input}
                name="username"
                autoComplete="nickname"
                maxLength={20}
                placeholder={t.usernamePlaceholder}
                value={fields.username}
                onChange={update('username')}
                aria-describedby={describedBy}
              />
            </label>
          )}
          <label className={styles.field}>
            <span className={styles.label}>{t.password}</span>
            <input
              className={styles.input}
              type="password"
              name="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              placeholder={t.passwordPlaceholder}
              value={fields.password}
              onChange={update('password')}
              aria-describedby={describedBy}
            />
          </label>
          {mode === 'login' && (
            <Link to="/forgot-password" className={styles.forgot}>
              {ko.accounts.forgotLink}
            </Link>
          )}
          {mode === 'signup' && (
            <label className={styles.field}>
              <span className={styles.label}>{t.passwordConfirm}</span>
              <input
                className={styles.input}
                type="password"
                name="passwordConfirm"
                autoComplete="new-password"
                placeholder={t.passwordConfirmPlaceholder}
                value={fields.passwordConfirm}
                onChange={update('passwordConfirm')}
                aria-describedby={describedBy}
              />
            </label>
          )}
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" block disabled={pending}>
            {checking ? t.checkingHuman : pending ? t.submitting : mode === 'login' ? t.submitLogin : t.submitSignup}
          </Button>
        </form>
        <OAuthButtons />
        <button type="button" className={styles.toggle} onClick={toggleMode}>
          {mode === 'login' ? t.toSignup : t.toLogin}
        </button>
      </div>
    </div>
  );
}
