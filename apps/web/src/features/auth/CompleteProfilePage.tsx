/** /complete-profile: a new Google user picks a username (spec §2, §4, §8). */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { codedResolver } from '../../lib/coded-resolver';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { newAccountLanding } from '../../lib/new-account-landing';
import { CompleteProfileBody } from '@klama/contract';
import { TEMP_TOKEN_KEY, useCompleteProfile } from '../../api/auth';
import { PageMeta } from '../../components/PageMeta';
import { FormAlert, TextField } from '../../components/FormField';
import { useErrorText } from '../../api/error-text';
import { CodedError } from '../../api/request';
import { authNamespace } from '../../i18n/messages/en/auth';
import { Button } from '../../components/FormControls';

export const NO_TEMP_TOKEN = 'No temporary token found';

const readTempToken = () => sessionStorage.getItem(TEMP_TOKEN_KEY);

export function CompleteProfilePage() {
  // only reachable with a temporary token from Google sign-in
  const [hadToken] = useState(() => readTempToken() !== null);
  if (!hadToken) return <Navigate to="/login" replace />;
  return <CompleteProfileForm />;
}

function CompleteProfileForm() {
  // the error itself is kept, so its text follows a change of language
  const [serverError, setServerError] = useState<unknown>(null);
  const { t } = useTranslation(authNamespace);
  const errorText = useErrorText();
  const completeProfile = useCompleteProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, formState } = useForm<CompleteProfileBody>({
    resolver: codedResolver(zodResolver(CompleteProfileBody)),
    mode: 'onChange',
    defaultValues: { username: '' },
  });
  const submit = handleSubmit(async ({ username }) => {
    setServerError(null);
    const tempToken = readTempToken();
    if (!tempToken) return setServerError(new CodedError(NO_TEMP_TOKEN, 'noTempToken'));
    try {
      await completeProfile.mutateAsync({ username, tempToken });
      navigate(...newAccountLanding(location.state));
    } catch (error) {
      setServerError(error);
    }
  });
  return (
    <div className="page auth-page">
      <PageMeta title={t('complete.metaTitle')} description={t('complete.metaDescription')} path="/complete-profile" />
      <section className="auth-card" aria-labelledby="complete-title">
        <h1 id="complete-title" className="auth-card__title">
          {t('complete.title')}
        </h1>
        <p className="auth-card__lead">{t('complete.lead')}</p>
        <FormAlert message={serverError ? errorText.message(serverError) : null} />
        <form className="auth-form" onSubmit={submit} noValidate>
          <TextField
            label={t('fields.username')}
            registration={register('username')}
            error={errorText.field(formState.errors.username)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('complete.submitting') : t('complete.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
