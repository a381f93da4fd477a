/** /profile/{id}: the owner's counts and lists; anyone else sees the private-profile notice (spec §2, §6). */
import { useTranslation } from '../../i18n/react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { USER_SHOW_STATUSES, type MarkCounts, type MarkStatus } from '@klama/contract';
import { useMarkCounts } from '../../api/account';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';
import { useAuthStore } from '../../stores/auth';
import { UserAvatar } from '../../components/UserAvatar';
import './profile.css';
import { useErrorText } from '../../api/error-text';
import { useLanguage } from '../../stores/general';
import { localeOf } from '../../i18n';
import { profileShowsPath } from './marks';
import { profileNamespace } from '../../i18n/messages/en/profile';
import { Button } from '../../components/FormControls';

export const PRIVATE_PROFILE_MESSAGE = 'This profile is private and can only be viewed by its owner';

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function ProfilePage() {
  const { id = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  // the owner is known locally: someone else's profile never asks the server (the original got a 401 and bounced to login)
  if (!user || !sameUser(user.username, id)) return <PrivateProfile path={`/profile/${id}`} />;
  return <OwnProfile />;
}

/** /profile: the signed-in user's own profile, or login first. */
export function MyProfileRedirect() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <Navigate to="/login" replace state={{ from: { pathname: '/profile', search: '', hash: '' } }} />;
  return <Navigate to={`/profile/${encodeURIComponent(user.username)}`} replace />;
}

export function OwnProfile() {
  const user = useAuthStore((s) => s.user)!;
  const counts = useMarkCounts(user.username);
  const { t } = useTranslation(profileNamespace);
  const errorText = useErrorText();
  const number = new Intl.NumberFormat(localeOf(useLanguage()));
  return (
    <div className="page narrow">
      <PageMeta title={`${user.username} | K-lama`} description={t('metaDescription')} path={`/profile/${user.username}`} />
      <header className="profile-head">
        <UserAvatar src={user.avatar} size={72} className="profile-head__avatar" />
        <div>
          <h1 className="page-title">{user.username}</h1>
          <p className="profile-head__email">{user.email}</p>
        </div>
      </header>
      {counts.isPending ? (
        <Spinner />
      ) : counts.isError ? (
        <p className="message message--error" role="alert">
          {t('loadError', { message: errorText.message(counts.error) })}
        </p>
      ) : (
        <ul className="profile-tiles">
          {USER_SHOW_STATUSES.map((status) => (
            <li key={status}>
              <Link className="profile-tile" to={profileShowsPath(status)} data-testid={`tile-${status}`}>
                <span className="profile-tile__count">{number.format(countOf(counts.data, status))}</span>
                <span className="profile-tile__label">{t(`marks.${status}.list`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav className="profile-diary-links" aria-label={t('links.label')}>
        <Link to="/profile/diary">{t('links.diary')}</Link> · <Link to="/lists">{t('links.lists')}</Link>
      </nav>
    </div>
  );
}

export const countOf = (counts: MarkCounts, status: MarkStatus) => (status === 'watched' ? counts.watched : counts[status].count);

/** Someone else's profile: the notice, and for a signed-in visitor a way to their own (a signed-out one has none). */
export function PrivateProfile({ path }: { path: string }) {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.user !== null);
  const { t } = useTranslation(profileNamespace);
  return (
    <div className="page">
      <PageMeta title={t('private.metaTitle')} description={t('private.message')} path={path} />
      <div className="card-panel private-profile">
        <h1 className="page-title">{t('private.title')}</h1>
        <p className="page-description">{t('private.message')}</p>
        {signedIn && (
          <Button variant="primary" onClick={() => navigate('/profile')}>
            {t('private.viewMine')}
          </Button>
        )}
      </div>
    </div>
  );
}
