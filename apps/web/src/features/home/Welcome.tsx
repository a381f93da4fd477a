import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useAuthStore } from '../../stores/auth';
import { isWelcome } from '../../lib/welcome-state';
import { homeNamespace } from '../../i18n/messages/en/home';
import './welcome.css';
import { Button } from '../../components/FormControls';

/**
 * A new account that lands on home (sign-up with no page to go back to) is greeted here, pointed at the diary.
 * The greeting takes focus, so a keyboard or screen-reader user meets it first; Dismiss hands focus to the page.
 */
export default function Welcome() {
  const { t } = useTranslation(homeNamespace);
  const welcome = isWelcome(useLocation().state);
  const username = useAuthStore((s) => s.user?.username ?? null);
  const [dismissed, setDismissed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = welcome && username !== null && !dismissed;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  const dismiss = () => {
    setDismissed(true);
    const pageHeading = document.querySelector<HTMLElement>('main h1');
    pageHeading?.setAttribute('tabindex', '-1');
    pageHeading?.focus();
  };
  if (!shown) return null;
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title" className="welcome__title" tabIndex={-1} ref={heading}>
        {t('welcome.title', { username })}
      </h2>
      <p>{t('welcome.text')}</p>
      <div className="welcome__actions">
        <Link className="control-button control-button--primary" to="/profile/diary">
          {t('welcome.diary')}
        </Link>
        <Button onClick={dismiss}>{t('welcome.dismiss')}</Button>
      </div>
    </section>
  );
}
