/** /complete-profile: a new Google user picks a username (spec §2, §4, §8). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { CompleteProfileBody } from '@klama/contract';
import { TEMP_TOKEN_KEY, useCompleteProfile } from '../../api/auth';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage, FormAlert, TextField } from '../../components/FormField';

export const NO_TEMP_TOKEN = 'No temporary token found';

const readTempToken = () => sessionStorage.getItem(TEMP_TOKEN_KEY);

export function CompleteProfilePage() {
  // only reachable with a temporary token from Google sign-in
  const [hadToken] = useState(() => readTempToken() !== null);
  if (!hadToken) return <Navigate to="/login" replace />;
  return <CompleteProfileForm />;
}

function CompleteProfileForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const completeProfile = useCompleteProfile();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<CompleteProfileBody>({
    resolver: zodResolver(CompleteProfileBody),
    mode: 'onChange',
    defaultValues: { username: '' },
  });
  const submit = handleSubmit(async ({ username }) => {
    setServerError(null);
    const tempToken = readTempToken();
    if (!tempToken) return setServerError(NO_TEMP_TOKEN);
    try {
      await completeProfile.mutateAsync({ username, tempToken });
      navigate('/settings', { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <div className="page auth-page">
      <PageMeta title="Create Username | K-lama" description="Complete registration by creating a username." path="/complete-profile" />
      <section className="auth-card" aria-labelledby="complete-title">
        <h1 id="complete-title" className="auth-card__title">
          Create Username
        </h1>
        <p className="auth-card__lead">Complete registration by creating a username</p>
        <FormAlert message={serverError} />
        <form className="auth-form" onSubmit={submit} noValidate>
          <TextField
            label="Username"
            registration={register('username')}
            error={formState.errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving...' : 'Complete Registration'}
          </button>
        </form>
      </section>
    </div>
  );
}
