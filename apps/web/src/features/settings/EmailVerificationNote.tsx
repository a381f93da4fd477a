/** The reminder an account with an unconfirmed address sees in Settings, with "send again" (issue 25, item 3). */
import { useResendVerification } from '../../api/sessions';
import { useErrorText } from '../../api/error-text';
import { FormAlert } from '../../components/FormField';
import { Button } from '../../components/FormControls';
import { useTranslation } from '../../i18n/react';
import { settingsNamespace } from '../../i18n/messages/en/settings';

export function EmailVerificationNote({ email }: { email: string }) {
  const { t } = useTranslation(settingsNamespace);
  const errorText = useErrorText();
  const resend = useResendVerification();
  return (
    <div className="email-verification">
      <p className="email-verification__title">{t('verify.title')}</p>
      <p>{t('verify.body', { email })}</p>
      {resend.isSuccess ? <FormAlert message={t('verify.sent', { email })} tone="success" /> : null}
      {resend.isError ? <FormAlert message={errorText.message(resend.error)} /> : null}
      <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t('verify.sending') : t('verify.sendAgain')}
      </Button>
    </div>
  );
}
