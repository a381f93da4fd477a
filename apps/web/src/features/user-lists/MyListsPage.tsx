/** /lists: the signed-in fan's lists and a form to make one. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { ListVisibility } from '@klama/contract';
import { fieldMessage, useCreateList, useMyLists } from '../../api/diary';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';
import { listsNamespace } from '../../i18n/messages/en/lists';

export function MyListsPage() {
  const { t } = useTranslation(listsNamespace);
  const lists = useMyLists();
  const create = useCreateList();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [visibility, setVisibility] = useState<ListVisibility>('private');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, description, visibility }, { onSuccess: () => setName('') });
  };
  return (
    <div className="page narrow">
      <PageMeta title={t('mine.metaTitle')} description={t('mine.metaDescription')} path="/lists" />
      <h1>{t('mine.title')}</h1>
      <form onSubmit={submit} aria-labelledby="new-list">
        <h2 id="new-list">{t('mine.newList')}</h2>
        <label>
          {t('mine.name')} <input value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
        </label>{' '}
        <label>
          {t('mine.description')} <input value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} />
        </label>{' '}
        <label>
          {t('mine.visibility')}{' '}
          <select value={visibility} onChange={(e) => setVisibility(e.target.value as ListVisibility)}>
            <option value="private">{t('visibility.private')}</option>
            <option value="public">{t('visibility.public')}</option>
          </select>
        </label>{' '}
        <button type="submit" disabled={create.isPending}>
          {t('mine.create')}
        </button>
        {create.error && <p role="alert">{fieldMessage(create.error)}</p>}
      </form>
      {lists.isPending ? (
        <Spinner />
      ) : lists.data?.length === 0 ? (
        <p className="message">{t('mine.empty')}</p>
      ) : (
        <ul className="diary-list">
          {lists.data?.map((l) => (
            <li key={l.id}>
              <Link to={`/lists/${l.id}`}>{l.name}</Link>
              <span>
                {t('showCount', { count: l.itemCount })} · {t(`visibility.${l.visibility}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
