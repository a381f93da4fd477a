/** /login and /signup: one screen, the mode comes from the path (spec §2). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LoginBody, SignupBody } from '@klama/contract';
import { useLogin, useSignup } from '../../api/auth';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage, FormAlert, TextField } from '../../components/FormField';
import { GoogleSignIn } from './GoogleSignIn';
import { originPath } from '../../api/session-hooks';
import { useHasSession } from '../../stores/auth';

type Mode = 'login' | 'signup';

export function AuthPage() {
  const { pathname } = useLocation();
  const mode: Mode = pathname.startsWith('/signup') ? 'signup' : 'login';
  const [serverError, setServerError] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  // sign-up lands on /settings; login returns to where the visitor came from, or home (spec §4)
  const onSignedIn = (via: Mode) => {
    navigate(via === 'signup' ? '/settings' : (originPath(location.state) ?? '/'), { replace: true });
  };

  // someone already signed in has nothing to do here: on to where they came from, or home. Judged once, on
  // arrival, so the forms' own sign-in still decides where it lands (sign-up → /settings).
  const hasSession = useHasSession();
  const [signedInOnArrival] = useState(hasSession);
  if (signedInOnArrival) return <Navigate to={originPath(location.state) ?? '/'} replace />;

  const title = mode === 'signup' ? 'Sign Up' : 'Login';
  return (
    <div className="page auth-page">
      <PageMeta
        title={`${title} | K-lama`}
        description="Sign in to K-lama to keep lists of the dramas you like, bookmark and watch."
        path={pathname}
      />
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__lead">{mode === 'signup' ? 'Create an account to keep your drama lists.' : 'Welcome back to K-lama.'}</p>
        <FormAlert message={serverError} />
        {mode === 'signup' ? (
          <SignupForm key="signup" onError={setServerError} onSignedIn={() => onSignedIn('signup')} />
        ) : (
          <LoginForm key="login" onError={setServerError} onSignedIn={() => onSignedIn('login')} />
        )}
        <GoogleSignIn onError={setServerError} onSignedIn={() => onSignedIn('login')} />
        <p className="auth-card__switch">
          {mode === 'signup' ? 'Already have an account? ' : "Don't have an account? "}
          {/* the origin travels along, so switching modes still returns the visitor to it */}
          <Link to={mode === 'signup' ? '/login' : '/signup'} state={location.state} replace onClick={() => setServerError(null)}>
            {mode === 'signup' ? 'Login' : 'Sign Up'}
          </Link>
        </p>
      </section>
    </div>
  );
}

type FormProps = { onError: (message: string | null) => void; onSignedIn: () => void };

function LoginForm({ onError, onSignedIn }: FormProps) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    mode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    onError(null);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      onError(errorMessage(error));
    }
  });
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="Username"
        registration={register('username')}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Password"
        registration={register('password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}

function SignupForm({ onError, onSignedIn }: FormProps) {
  const signup = useSignup();
  const { register, handleSubmit, formState } = useForm<SignupBody>({
    resolver: zodResolver(SignupBody),
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    onError(null);
    try {
      await signup.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      onError(errorMessage(error));
    }
  });
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="Username"
        registration={register('username')}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField label="Email" registration={register('email')} error={errors.email} type="email" autoComplete="email" />
      <TextField label="Password" registration={register('password')} error={errors.password} type="password" autoComplete="new-password" />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </button>
    </form>
  );
}
