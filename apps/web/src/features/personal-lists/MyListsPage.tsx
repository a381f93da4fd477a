/** /lists: the signed-in fan's lists and a form to make one. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { DIARY_LIMITS, type ListVisibility } from '@klama/contract';
import { fieldMessage, useCreateList, useMyLists } from '../../api/diary';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/States';
import { Button, Select, TextInput } from '../../components/FormControls';
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
      <form className="new-list" onSubmit={submit} aria-labelledby="new-list">
        <h2 id="new-list">{t('mine.newList')}</h2>
        <label className="new-list__field">
          <span>{t('mine.name')}</span>
          <TextInput value={name} maxLength={DIARY_LIMITS.listNameMax} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="new-list__field">
          <span>{t('mine.description')}</span>
          <TextInput value={description} maxLength={DIARY_LIMITS.listDescriptionMax} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label className="new-list__field">
          <span>{t('mine.visibility')}</span>
          <Select value={visibility} onChange={(e) => setVisibility(e.target.value as ListVisibility)}>
            <option value="private">{t('visibility.private')}</option>
            <option value="public">{t('visibility.public')}</option>
          </Select>
        </label>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {t('mine.create')}
        </Button>
        {create.error && (
          <p className="field__error new-list__error" role="alert">
            {fieldMessage(create.error)}
          </p>
        )}
      </form>
      {lists.isPending ? (
        <Spinner />
      ) : lists.data?.length === 0 ? (
        <p className="message">{t('mine.empty')}</p>
      ) : (
        <ul className="my-lists">
          {lists.data?.map((l) => (
            <li key={l.id}>
              <Link to={`/lists/${l.id}`}>{l.name}</Link>{' '}
              <span className="my-lists__meta">
                {t('showCount', { count: l.itemCount })} · {t(`visibility.${l.visibility}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
