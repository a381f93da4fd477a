/**
 * Home → "Following": the latest of the feed for a signed-in fan, with a link to the feed page. Its own chunk,
 * loaded only for a signed-in visitor (app/screens/HomeScreen.tsx): nothing of it is in the public home bundle.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useFeed } from '../../api/profiles';
import { Spinner } from '../../components/States';
import { useHydrated } from '../../lib/use-hydrated';
import { profilesNamespace } from '../../i18n/messages/en/profiles';
import { ActivityList } from './ActivityList';
import './profiles.css';

const ROW_ITEMS = 5;

/** Nothing while the server-rendered home hydrates (it was rendered for nobody), then the row. */
export function FollowingRow() {
  return useHydrated() ? <FollowingActivity /> : null;
}

function FollowingActivity() {
  const { t } = useTranslation(profilesNamespace);
  const feed = useFeed(ROW_ITEMS);
  const items = feed.data?.pages[0] ?? [];
  return (
    <section className="following-row" aria-labelledby="row-following-title" id="row-following">
      <header className="following-row__head">
        <h2 id="row-following-title">{t('feed.title')}</h2>
        <Link to="/feed">{t('feed.all')}</Link>
      </header>
      {feed.isPending ? (
        <Spinner />
      ) : items.length ? (
        <ActivityList items={items} showActor />
      ) : (
        <p className="message">{t('feed.empty')}</p>
      )}
    </section>
  );
}

export default FollowingRow;
