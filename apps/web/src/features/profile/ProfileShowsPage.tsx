/** /profile/shows/{liked|bookmarked|watched}: the category page's sortable, infinitely scrolling list (spec §2). */
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { USER_SHOW_STATUSES, type MarkStatus } from '@klama/contract';
import { accountKeys } from '../../api/account';
import { paths } from '../../api/paths';
import { ListHeader, ListScreen } from '../../components/ListScreen';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage } from '../../components/States';
import { useAuthStore } from '../../stores/auth';
import { profileNamespace } from '../../i18n/messages/en/profile';

const isStatus = (value: string): value is MarkStatus => (USER_SHOW_STATUSES as readonly string[]).includes(value);

export function ProfileShowsPage() {
  const { category = '' } = useParams();
  const username = useAuthStore((s) => s.user?.username ?? '');
  const { t } = useTranslation(profileNamespace);
  if (!isStatus(category))
    return (
      <div className="page">
        <ErrorPage title={t('shows.notFoundTitle')} message={t('shows.notFound', { category })} />
      </div>
    );
  const title = t(`marks.${category}.title`);
  const description = t(`marks.${category}.description`);
  return (
    <ListScreen
      // a new list or user starts the screen afresh
      key={`${username}/${category}`}
      source={{ key: accountKeys.list(username, category), list: paths.lists.marked(category), personal: true }}
      header={() => (
        <>
          <PageMeta
            title={t('shows.metaTitle', { title })}
            description={t('shows.metaDescription', { description })}
            path={`/profile/shows/${category}`}
          />
          <ListHeader title={title} description={description} />
        </>
      )}
    />
  );
}
