/** /profile/shows/{liked|bookmarked|watched}: the category page's sortable, infinitely scrolling list (spec §2). */
import { useParams } from 'react-router';
import { USER_SHOW_STATUSES, type UserShowStatus } from '@klama/contract';
import { accountKeys } from '../../api/account';
import { paths } from '../../api/paths';
import { ListHeader, ListScreen } from '../../components/ListScreen';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage } from '../../components/States';
import { useAuthStore } from '../../stores/auth';
import { MARK_LABELS } from './marks';

const isStatus = (value: string): value is UserShowStatus => (USER_SHOW_STATUSES as readonly string[]).includes(value);

export function ProfileShowsPage() {
  const { category = '' } = useParams();
  const username = useAuthStore((s) => s.user?.username ?? '');
  if (!isStatus(category))
    return (
      <div className="page">
        <ErrorPage title="Page not found" message={`Unknown list '${category}'. Lists are liked, bookmarked and watched.`} />
      </div>
    );
  const { list, description } = MARK_LABELS[category];
  return (
    <ListScreen
      // a new list or user starts the screen afresh
      key={`${username}/${category}`}
      source={{ key: accountKeys.list(username, category), list: paths.lists.marked(category), personal: true }}
      header={() => (
        <>
          <PageMeta title={`${list} Dramas | K-lama`} description={`${description}.`} path={`/profile/shows/${category}`} />
          <ListHeader title={`${list} Dramas`} description={description} />
        </>
      )}
    />
  );
}
