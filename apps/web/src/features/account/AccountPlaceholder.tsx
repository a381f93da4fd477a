import { Link, useLocation } from 'react-router';
import { PageMeta } from '../../components/PageMeta';

/** Holds /login, /signup, /settings, /complete-profile and /profile/* until the accounts work lands. */
export function AccountPlaceholder() {
  const { pathname } = useLocation();
  return (
    <div className="page narrow">
      <PageMeta title="Sign in | K-lama" description="Sign in to K-lama to keep lists of the dramas you like, bookmark and watch." path={pathname} />
      <div className="card-panel">
        <h1 className="page-title">Sign-in is coming soon</h1>
        <p className="page-description">Accounts, marks and profiles arrive shortly. Meanwhile everything in the catalogue is open to browse.</p>
        <Link className="button button--primary" to="/">
          Browse dramas
        </Link>
      </div>
    </div>
  );
}
