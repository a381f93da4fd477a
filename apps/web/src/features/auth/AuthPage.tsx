/** /login and /signup: one screen, the mode comes from the path (spec §2). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { LoginBody, SignupBody } from '@klama/contract';
import { lazyResolver } from '../../lib/lazy-resolver';
import { isTwoFactorRequired, useLogin, useSignup } from '../../api/auth';
import { PageMeta } from '../../components/PageMeta';
import { FormAlert, TextField } from '../../components/FormField';
import { useErrorText } from '../../api/error-text';
import { GoogleSignIn } from './GoogleSignIn';
import { PasskeySignIn } from './PasskeySignIn';
import { newAccountLanding } from '../../lib/new-account-landing';
import { originPath } from '../../api/session-hooks';
import { hasSession, useAuthStore } from '../../stores/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { authNamespace } from '../../i18n/messages/en/auth';
import { Button } from '../../components/FormControls';
import { TwoFactorStep } from './TwoFactorStep';

type Mode = 'login' | 'signup';

export function AuthPage() {
  const { pathname } = useLocation();
  const mode: Mode = pathname.startsWith('/signup') ? 'signup' : 'login';
  // the error itself is kept, so its text follows a change of language
  const [serverError, setServerError] = useState<unknown>(null);
  // the second step of two-step sign-in, once the password (or Google) has been accepted
  const [challenge, setChallenge] = useState<string | null>(null);
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();

  // login returns to where the visitor came from, or home (spec §4); a new account too, or home with a welcome
  const onSignedIn = (via: Mode) => {
    if (via === 'signup') navigate(...newAccountLanding(location.state));
    else navigate(originPath(location.state) ?? '/', { replace: true });
  };

  // someone already signed in has nothing to do here: on to where they came from, or home. Judged once, on
  // arrival, so the forms' own sign-in still decides where it lands (sign-up → its origin, or home with a welcome). The store is read
  // directly: while a server-rendered page hydrates, its hooks still answer the anonymous state the server
  // rendered, and the page must hydrate as that (the form) before it sends the visitor on.
  const [signedInOnArrival] = useState(() => hasSession(useAuthStore.getState()));
  const hydrated = useHydrated();
  if (signedInOnArrival && hydrated) return <Navigate to={originPath(location.state) ?? '/'} replace />;

  return (
    <div className="page auth-page">
      <PageMeta title={t(`${mode}.metaTitle`)} description={t('meta.description')} path={pathname} />
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {t(`${mode}.title`)}
        </h1>
        <p className="auth-card__lead">{t(`${mode}.lead`)}</p>
        <FormAlert message={serverError ? errorText.message(serverError) : null} />
        {challenge ? (
          <TwoFactorStep
            challenge={challenge}
            onError={setServerError}
            onSignedIn={() => onSignedIn('login')}
            onRestart={() => {
              setServerError(null);
              setChallenge(null);
            }}
          />
        ) : mode === 'signup' ? (
          <SignupForm key="signup" onError={setServerError} onSignedIn={() => onSignedIn('signup')} />
        ) : (
          <>
            <LoginForm key="login" onError={setServerError} onSignedIn={() => onSignedIn('login')} onChallenge={setChallenge} />
            <PasskeySignIn onError={setServerError} onSignedIn={() => onSignedIn('login')} />
          </>
        )}
        {!challenge && <GoogleSignIn onError={setServerError} onSignedIn={() => onSignedIn('login')} onChallenge={setChallenge} />}
        <p className="auth-card__switch">
          {t(`${mode}.switchPrompt`)}
          {/* the origin travels along, so switching modes still returns the visitor to it */}
          <Link to={mode === 'signup' ? '/login' : '/signup'} state={location.state} replace onClick={() => setServerError(null)}>
            {t(`${mode}.switchLink`)}
          </Link>
        </p>
      </section>
    </div>
  );
}

const loginResolver = lazyResolver<LoginBody>(() => import('./form-resolvers').then((m) => m.loginResolver));
const signupResolver = lazyResolver<SignupBody>(() => import('./form-resolvers').then((m) => m.signupResolver));

type FormProps = { onError: (error: unknown) => void; onSignedIn: () => void };

function LoginForm({ onError, onSignedIn, onChallenge }: FormProps & { onChallenge: (challenge: string) => void }) {
  const login = useLogin();
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: loginResolver,
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  // until the page is live a submit would be the browser's own (a GET with the password in the address): the
  // button waits for hydration, and with it Enter in a field
  const hydrated = useHydrated();
  const submit = handleSubmit(async (values) => {
    onError(null);
    try {
      const answer = await login.mutateAsync(values);
      if (isTwoFactorRequired(answer)) onChallenge(answer.challenge);
      else onSignedIn();
    } catch (error) {
      onError(error);
    }
  });
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={t('fields.username')}
        registration={register('username')}
        error={errorText.field(errors.username)}
        // "webauthn": the browser offers the site's passkeys among this field's suggestions (PasskeySignIn)
        autoComplete="username webauthn"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t('fields.password')}
        registration={register('password')}
        error={errorText.field(errors.password)}
        type="password"
        autoComplete="current-password"
      />
      <Link className="auth-form__forgot" to="/forgot-password">
        {t('forgot.link')}
      </Link>
      <Button type="submit" variant="primary" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

function SignupForm({ onError, onSignedIn }: FormProps) {
  const signup = useSignup();
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<SignupBody>({
    resolver: signupResolver,
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const hydrated = useHydrated();
  const submit = handleSubmit(async (values) => {
    onError(null);
    try {
      await signup.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      onError(error);
    }
  });
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={t('fields.username')}
        registration={register('username')}
        error={errorText.field(errors.username)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t('fields.email')}
        registration={register('email')}
        error={errorText.field(errors.email)}
        type="email"
        autoComplete="email"
      />
      <TextField
        label={t('fields.password')}
        registration={register('password')}
        error={errorText.field(errors.password)}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="primary" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
