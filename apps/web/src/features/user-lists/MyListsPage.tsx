/** /lists: the signed-in fan's lists and a form to make one. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ListVisibility } from '@klama/contract';
import { fieldMessage, useCreateList, useMyLists } from '../../api/diary';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';

export function MyListsPage() {
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
      <PageMeta title="My lists | K-lama" description="Your drama lists." path="/lists" />
      <h1>My lists</h1>
      <form onSubmit={submit} aria-labelledby="new-list">
        <h2 id="new-list">New list</h2>
        <label>
          Name <input value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
        </label>{' '}
        <label>
          Description <input value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} />
        </label>{' '}
        <label>
          Visibility{' '}
          <select value={visibility} onChange={(e) => setVisibility(e.target.value as ListVisibility)}>
            <option value="private">Private</option>
            <option value="public">Public</option>
          </select>
        </label>{' '}
        <button type="submit" disabled={create.isPending}>
          Create list
        </button>
        {create.error && <p role="alert">{fieldMessage(create.error)}</p>}
      </form>
      {lists.isPending ? (
        <Spinner />
      ) : (
        <ul className="diary-list">
          {lists.data?.map((l) => (
            <li key={l.id}>
              <Link to={`/lists/${l.id}`}>{l.name}</Link>
              <span>
                {l.itemCount} shows · {l.visibility === 'public' ? 'Public' : 'Private'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
