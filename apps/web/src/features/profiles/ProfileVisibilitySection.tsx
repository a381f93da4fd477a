/** Settings → Public profile: the opt-in switch (profiles are private by default; ARCHITECTURE 9.2). */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useMe } from '../../api/account';
import { useErrorText } from '../../api/error-text';
import { useSetProfileVisibility } from '../../api/profiles';
import { useAuthStore } from '../../stores/auth';
import { profilesNamespace } from '../../i18n/messages/en/profiles';
import './profiles.css';

export function ProfileVisibilitySection() {
  const { t } = useTranslation(profilesNamespace);
  const username = useAuthStore((s) => s.user?.username ?? null);
  const me = useMe(username);
  const save = useSetProfileVisibility();
  const errorText = useErrorText();
  // what is being saved shows in the same render as the click (a mutation's pending state arrives a tick later, and a
  // controlled checkbox would flick back meanwhile); the server's answer settles it
  const [choosing, setChoosing] = useState<'public' | 'private' | null>(null);
  const isPublic = choosing ? choosing === 'public' : me.data?.profileVisibility === 'public';
  return (
    <section className="settings-section" aria-labelledby="public-profile-heading">
      <h2 id="public-profile-heading">{t('visibility.heading')}</h2>
      <label className="profile-switch">
        <input
          type="checkbox"
          role="switch"
          className="profile-switch__input"
          checked={isPublic}
          disabled={!me.data}
          aria-describedby="public-profile-help"
          onChange={(e) => {
            const chosen = e.currentTarget.checked ? 'public' : 'private';
            setChoosing(chosen);
            save.mutate(chosen, { onSettled: () => setChoosing(null) });
          }}
          data-testid="profile-visibility"
        />
        <span className="profile-switch__track" aria-hidden="true" />
        <span>{t('visibility.label')}</span>
      </label>
      <p id="public-profile-help" className="field__hint">
        {t('visibility.help', { username: username ?? '' })}
      </p>
      <p role="status" className="profile-switch__status">
        {save.isSuccess ? t('visibility.saved') : ''}
      </p>
      {save.isError && (
        <p className="message message--error" role="alert">
          {errorText.message(save.error)}
        </p>
      )}
    </section>
  );
}
