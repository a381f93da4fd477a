/**
 * /lists/{id}: a list's page, public ones for anyone (with page metadata for link previews); a private list is
 * "not found" to everyone but its owner. The owner reorders items by dragging or from the keyboard (the shared
 * SortableList), writes a note on each, and removes them.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { ListItem, ListPage } from '@klama/contract';
import { useUserList } from '../../api/diary';
import { ApiError } from '../../api/request';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage, Spinner } from '../../components/States';
import { displayTitle } from '../../lib/show';
import { useAuthStore } from '../../stores/auth';
import { useLanguage } from '../../stores/general';
import { OwnerItems } from './OwnerItems';
import './user-lists.css';
import { listsNamespace } from '../../i18n/messages/en/lists';

export function UserListPage() {
  const { t } = useTranslation(listsNamespace);
  const id = Number(useParams().id);
  const list = useUserList(id);
  const username = useAuthStore((s) => s.user?.username ?? null);
  if (list.isPending) return <Spinner />;
  if (list.error)
    return <ErrorPage message={list.error instanceof ApiError && list.error.status === 404 ? t('list.notFound') : list.error.message} />;
  const l = list.data;
  const mine = username !== null && username.toLowerCase() === l.owner.username.toLowerCase();
  return (
    <div className="page narrow user-list">
      <PageMeta
        title={`${l.name} | K-lama`}
        description={l.description || t('list.metaDescription', { username: l.owner.username })}
        path={`/lists/${l.id}`}
      />
      <h1>{l.name}</h1>
      <p>
        {t('list.by', { username: l.owner.username })} · {t('showCount', { count: l.itemCount })} · {t(`visibility.${l.visibility}`)}
      </p>
      {l.description && <p>{l.description}</p>}
      {l.results.length === 0 ? <p className="message">{t('list.empty')}</p> : mine ? <OwnerItems list={l} /> : <ReadOnlyItems list={l} />}
    </div>
  );
}

function ReadOnlyItems({ list }: { list: ListPage }) {
  const { t } = useTranslation(listsNamespace);
  return (
    <ol className="diary-list" aria-label={t('list.items')}>
      {list.results.map((item) => (
        <li key={item.show.id} data-show={item.show.id}>
          <ItemTitle item={item} />
        </li>
      ))}
    </ol>
  );
}

export function ItemTitle({ item }: { item: ListItem }) {
  const language = useLanguage();
  return (
    <span className="user-list__title">
      <Link to={`/details/${item.show.id}`}>{displayTitle(item.show, language)}</Link>
      {item.note && <span className="user-list__note"> — {item.note}</span>}
    </span>
  );
}
