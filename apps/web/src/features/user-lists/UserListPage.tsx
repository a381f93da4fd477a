/**
 * /lists/{id}: a list's page, public ones for anyone (with page metadata for link previews); a private list is
 * "not found" to everyone but its owner. The owner can move items (buttons: keyboard and pointer alike) and remove them.
 */
import { Link, useParams } from 'react-router';
import { useRemoveListItem, usePutListItem, useUserList } from '../../api/diary';
import { ApiError } from '../../api/request';
import { PageMeta } from '../../components/PageMeta';
import { ErrorPage, Spinner } from '../../components/States';
import { displayTitle } from '../../lib/show';
import { useAuthStore } from '../../stores/auth';
import { useLanguage } from '../../stores/general';

export function UserListPage() {
  const id = Number(useParams().id);
  const list = useUserList(id);
  const username = useAuthStore((s) => s.user?.username ?? null);
  const language = useLanguage();
  const put = usePutListItem(id);
  const remove = useRemoveListItem(id);
  if (list.isPending) return <Spinner />;
  if (list.error)
    return <ErrorPage message={list.error instanceof ApiError && list.error.status === 404 ? 'List not found' : list.error.message} />;
  const l = list.data;
  const mine = username !== null && username.toLowerCase() === l.owner.username.toLowerCase();
  return (
    <div className="page narrow">
      <PageMeta title={`${l.name} | K-lama`} description={l.description || `A drama list by ${l.owner.username}`} path={`/lists/${l.id}`} />
      <h1>{l.name}</h1>
      <p>
        By {l.owner.username} · {l.itemCount} shows · {l.visibility === 'public' ? 'Public' : 'Private'}
      </p>
      {l.description && <p>{l.description}</p>}
      <ol className="diary-list">
        {l.results.map((item, i) => (
          <li key={item.show.id} data-show={item.show.id}>
            <span>
              <Link to={`/details/${item.show.id}`}>{displayTitle(item.show, language)}</Link>
              {item.note && <span> — {item.note}</span>}
            </span>
            {mine && (
              <span>
                <button
                  type="button"
                  aria-label={`Move ${item.show.name} up`}
                  disabled={i === 0}
                  onClick={() => put.mutate({ showId: item.show.id, position: item.position - 1 })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${item.show.name} down`}
                  disabled={i === l.results.length - 1}
                  onClick={() => put.mutate({ showId: item.show.id, position: item.position + 1 })}
                >
                  ↓
                </button>
                <button type="button" aria-label={`Remove ${item.show.name}`} onClick={() => remove.mutate(item.show.id)}>
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
