/**
 * The second step of a sign-in with two-step sign-in on: a code from the authenticator app, or a recovery code.
 * The field takes the focus when the step appears (and when the kind of code changes), so a keyboard user types on.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { useLoginTwoFactor } from '../../api/two-factor';
import { ApiError } from '../../api/request';
import { TextField } from '../../components/FormField';
import { Button } from '../../components/FormControls';
import { twoFactorNamespace } from '../../i18n/messages/en/two-factor';

type Props = {
  challenge: string;
  onError: (error: unknown) => void;
  onSignedIn: () => void;
  /** back to the password (the challenge expired, or the visitor wants to start over) */
  onRestart: () => void;
};

export function TwoFactorStep({ challenge, onError, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation(twoFactorNamespace);
  const login = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const { register, handleSubmit, formState, setFocus, reset } = useForm<{ value: string }>({ defaultValues: { value: '' } });

  useEffect(() => setFocus('value'), [recovery, setFocus]);

  const submit = handleSubmit(async ({ value }) => {
    onError(null);
    try {
      const body = recovery ? { challenge, recoveryCode: value.trim() } : { challenge, code: value.replace(/\s/g, '') };
      await login.mutateAsync(body);
      onSignedIn();
    } catch (error) {
      // an expired or spent challenge: the password step again, with the message
      if (error instanceof ApiError && error.status === 401) onRestart();
      onError(error);
      reset({ value: '' });
      setFocus('value');
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="auth-card__subtitle">
        {t('step.title')}
      </h2>
      <p className="auth-card__lead">{recovery ? t('step.leadRecovery') : t('step.lead')}</p>
      {recovery ? (
        <TextField
          key="recovery"
          label={t('step.recoveryCode')}
          registration={register('value', { required: true })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      ) : (
        <TextField
          key="code"
          label={t('step.code')}
          registration={register('value', { required: true })}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
        />
      )}
      <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('step.submitting') : t('step.submit')}
      </Button>
      <Button variant="quiet" onClick={() => setRecovery((r) => !r)}>
        {recovery ? t('step.useCode') : t('step.useRecovery')}
      </Button>
      <Button variant="quiet" onClick={onRestart}>
        {t('step.restart')}
      </Button>
    </form>
  );
}
