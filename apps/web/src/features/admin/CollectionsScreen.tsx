/**
 * Collections: create one; edit its name and description; a permanent one's shows in order (add with the picker,
 * reorder by drag or keyboard, remove, then save); a periodic one's dated lists, and a new list to publish.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { COLLECTION_FREQUENCIES, COLLECTION_KINDS, type AdminCollection, type CreateCollectionBody, type ShowCard } from '@klama/contract';
import {
  adminKeys,
  useAddPeriodicList,
  useAdminCollections,
  useCreateCollection,
  useSetCollectionShows,
  useUpdateCollection,
} from '../../api/admin';
import { useQuery } from '@tanstack/react-query';
import { read, useCollectionRow } from '../../api/catalogue';
import { api } from '../../api/paths';
import { SortableList } from '../../components/SortableList';
import { Spinner } from '../../components/States';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { ErrorNote, SavedNote } from './ErrorNote';
import { FieldNote, useFormErrors } from './field-errors';
import { ShowPicker } from './ShowPicker';
import { useAdminSortableTexts } from './use-admin-sortable';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, Select, TextArea, TextInput } from '../../components/FormControls';
import { BilingualField, collectionGaps, KoreanMark, MissingCount } from './bilingual';
import type { FormErrors } from './field-errors';

type Titles = Map<number, string>;

export function CollectionsScreen() {
  const { t } = useTranslation(adminNamespace);
  const collections = useAdminCollections();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  if (collections.isPending) return <Spinner label={t('loading')} />;
  if (collections.error) return <ErrorNote error={collections.error} />;
  const current = collections.data.find((c) => c.key === selected) ?? null;
  return (
    <section className="admin-section" aria-labelledby="admin-collections-title">
      <div className="admin-section__head">
        <h2 id="admin-collections-title">{t('collections.title')}</h2>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('collections.new')}
        </Button>
      </div>
      <p className="message">{t('collections.intro')}</p>
      <MissingCount
        missing={collections.data.filter((c) => collectionGaps(c).length > 0).length}
        total={collections.data.length}
        what="collection"
      />
      {creating && (
        <NewCollection
          onDone={(key) => {
            setCreating(false);
            if (key) setSelected(key);
          }}
        />
      )}
      <ul className="admin-chips">
        {collections.data.map((c) => (
          <li key={c.key}>
            <button type="button" className="admin-chip" aria-pressed={c.key === selected} onClick={() => setSelected(c.key)}>
              {c.name} <span className="message">· {t(`collections.kind.${c.kind}`)}</span>
            </button>
            <KoreanMark
              gaps={collectionGaps(c)}
              of={{ name: [c.name, c.ko.name], description: [c.description, c.ko.description] }}
              labels={{ name: t('collections.fields.name'), description: t('collections.fields.description') }}
            />
          </li>
        ))}
      </ul>
      {current && <CollectionEditor key={current.key} collection={current} />}
    </section>
  );
}

const DETAIL_FIELDS = ['name', 'description', 'ko.name', 'ko.description'];
const NEW_FIELDS = ['key', 'kind', 'frequency', ...DETAIL_FIELDS];

/** A collection's name and description in both languages, as the form edits them. */
type Texts = { name: string; description: string; nameKo: string; descriptionKo: string };
const textsOf = (c: AdminCollection | null): Texts => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  nameKo: c?.ko.name ?? '',
  descriptionKo: c?.ko.description ?? '',
});
/** The Korean as the body carries it: an empty name or description is none (Korean readers see the English). */
const koreanOf = (texts: Texts) => ({ name: texts.nameKo.trim() ? texts.nameKo : null, description: texts.descriptionKo });

/** Name and description, each in English and Korean side by side. */
function NameAndDescription({
  id,
  texts,
  onChange,
  errors,
}: {
  id: string;
  texts: Texts;
  onChange: (texts: Texts) => void;
  errors: FormErrors;
}) {
  const { t } = useTranslation(adminNamespace);
  return (
    <>
      <BilingualField
        id={`${id}-name`}
        label={t('collections.fields.name')}
        fields={['name', 'ko.name']}
        errors={errors}
        control={({ lang, ...props }) => {
          const key = lang === 'en' ? 'name' : 'nameKo';
          return (
            <TextInput
              {...props}
              lang={lang}
              value={texts[key]}
              onChange={(e) => onChange({ ...texts, [key]: e.target.value })}
              required={lang === 'en'}
            />
          );
        }}
      />
      <BilingualField
        id={`${id}-description`}
        label={t('collections.fields.description')}
        fields={['description', 'ko.description']}
        errors={errors}
        control={({ lang, ...props }) => {
          const key = lang === 'en' ? 'description' : 'descriptionKo';
          return (
            <TextArea {...props} lang={lang} rows={3} value={texts[key]} onChange={(e) => onChange({ ...texts, [key]: e.target.value })} />
          );
        }}
      />
    </>
  );
}
const LIST_FIELDS = ['releaseDate'];

function NewCollection({ onDone }: { onDone: (key: string | null) => void }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const create = useCreateCollection();
  const [draft, setDraft] = useState<Omit<CreateCollectionBody, 'name' | 'description' | 'ko'>>({ key: '', kind: 'permanent' });
  const [texts, setTexts] = useState(() => textsOf(null));
  const errors = useFormErrors(create.error, NEW_FIELDS);
  const note = (field: string) => `${id}-${field}-error`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateCollectionBody = {
      ...draft,
      frequency: draft.kind === 'periodic' ? (draft.frequency ?? 'weekly') : undefined,
      name: texts.name,
      description: texts.description,
      ko: koreanOf(texts),
    };
    create.mutate(body, { onSuccess: (c) => onDone(c.key) });
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-label={t('collections.new')}>
      <h3>{t('collections.new')}</h3>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('collections.fields.key')}</label>
        <TextInput
          id={`${id}-key`}
          value={draft.key}
          onChange={(e) => setDraft({ ...draft, key: e.target.value })}
          required
          aria-invalid={errors.invalid('key')}
          aria-describedby={errors.describedBy('key', note('key'))}
        />
        <FieldNote id={note('key')} text={errors.of('key')} />
      </div>
      <NameAndDescription id={id} texts={texts} onChange={setTexts} errors={errors} />
      <div className="admin-form__row">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('collections.fields.kind')}</label>
          <Select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as CreateCollectionBody['kind'] })}
            aria-invalid={errors.invalid('kind')}
            aria-describedby={errors.describedBy('kind', note('kind'))}
          >
            {COLLECTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`collections.kind.${k}`)}
              </option>
            ))}
          </Select>
          <FieldNote id={note('kind')} text={errors.of('kind')} />
        </div>
        {draft.kind === 'periodic' && (
          <div className="field">
            <label htmlFor={`${id}-frequency`}>{t('collections.fields.frequency')}</label>
            <Select
              id={`${id}-frequency`}
              value={draft.frequency ?? 'weekly'}
              onChange={(e) => setDraft({ ...draft, frequency: e.target.value as CreateCollectionBody['frequency'] })}
              aria-invalid={errors.invalid('frequency')}
              aria-describedby={errors.describedBy('frequency', note('frequency'))}
            >
              {COLLECTION_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`collections.frequency.${f}`)}
                </option>
              ))}
            </Select>
            <FieldNote id={note('frequency')} text={errors.of('frequency')} />
          </div>
        )}
      </div>
      <ErrorNote error={create.error} form={errors} />
      <div className="admin__actions">
        <Button onClick={() => onDone(null)}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** Titles of the collection's shows, from its public page (hidden shows are absent: they show by id). */
function useTitles(key: string, picked: ShowCard[]): Titles {
  const language = useLanguage();
  const page = useCollectionRow(key, 100);
  return useMemo(() => {
    const titles: Titles = new Map();
    for (const show of [...(page.data?.results ?? []), ...picked]) titles.set(show.id, displayTitle(show, language));
    return titles;
  }, [page.data, picked, language]);
}

function CollectionEditor({ collection }: { collection: AdminCollection }) {
  const { t } = useTranslation(adminNamespace);
  const [picked, setPicked] = useState<ShowCard[]>([]);
  const titles = useTitles(collection.key, picked);
  const pick = (show: ShowCard) => setPicked((p) => [...p, show]);
  return (
    <div className="admin-panel">
      <h3>{collection.name}</h3>
      <CollectionDetails collection={collection} />
      {collection.kind === 'permanent' ? (
        <PermanentShows collection={collection} titles={titles} onPick={pick} />
      ) : (
        <PeriodicLists collection={collection} titles={titles} onPick={pick} />
      )}
      <p className="message">{t('collections.showCount', { count: collection.showIds.length })}</p>
    </div>
  );
}

function CollectionDetails({ collection }: { collection: AdminCollection }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const update = useUpdateCollection();
  const [texts, setTexts] = useState(() => textsOf(collection));
  const errors = useFormErrors(update.error, DETAIL_FIELDS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ key: collection.key, patch: { name: texts.name, description: texts.description, ko: koreanOf(texts) } });
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-label={t('collections.details')}>
      <NameAndDescription id={id} texts={texts} onChange={setTexts} errors={errors} />
      <ErrorNote error={update.error} form={errors} />
      {update.isSuccess && <SavedNote text={t('saved')} />}
      <div className="admin__actions">
        <Button type="submit" disabled={update.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** An ordered list of shows being edited: reorder, remove, add with the picker. */
function ShowOrder({
  ids,
  onChange,
  titles,
  onPick,
  label,
}: {
  ids: number[];
  onChange: (ids: number[]) => void;
  titles: Titles;
  onPick: (show: ShowCard) => void;
  label: string;
}) {
  const { t } = useTranslation(adminNamespace);
  const texts = useAdminSortableTexts();
  const title = (id: number) => titles.get(id) ?? `#${id}`;
  return (
    <>
      <SortableList
        label={label}
        items={ids}
        getId={(id) => id}
        getLabel={title}
        texts={texts}
        onReorder={onChange}
        renderItem={(id, handle, index) => (
          <>
            {handle}
            <span className="admin-row__index">{index + 1}</span>
            <span className="admin-row__main">{title(id)}</span>
            <Button size="small" aria-label={`${t('remove')}: ${title(id)}`} onClick={() => onChange(ids.filter((x) => x !== id))}>
              {t('remove')}
            </Button>
          </>
        )}
      />
      <ShowPicker
        exclude={ids}
        onPick={(show) => {
          onPick(show);
          onChange([...ids, show.id]);
        }}
      />
    </>
  );
}

function PermanentShows({ collection, titles, onPick }: { collection: AdminCollection; titles: Titles; onPick: (s: ShowCard) => void }) {
  const { t } = useTranslation(adminNamespace);
  const save = useSetCollectionShows();
  const [ids, setIds] = useState<number[] | null>(null);
  const shown = ids ?? collection.showIds;
  return (
    <div>
      <h4>{t('collections.shows', { name: collection.name })}</h4>
      <ShowOrder ids={shown} onChange={setIds} titles={titles} onPick={onPick} label={t('collections.shows', { name: collection.name })} />
      <ErrorNote error={save.error} />
      {ids === null && save.isSuccess && <SavedNote text={t('collections.orderSaved')} />}
      <div className="admin__actions">
        {ids !== null && <span className="message">{t('collections.unsaved')}</span>}
        <Button
          variant="primary"
          disabled={ids === null || save.isPending}
          onClick={() => save.mutate({ key: collection.key, showIds: shown }, { onSuccess: () => setIds(null) })}
        >
          {save.isPending ? t('saving') : t('collections.saveOrder')}
        </Button>
      </div>
    </div>
  );
}

/** A published list, its shows' titles fetched (from the public list) once it is opened. */
function DatedList({
  collectionKey,
  list,
  fallback,
}: {
  collectionKey: string;
  list: AdminCollection['lists'][number];
  fallback: (showId: number) => string;
}) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const cards = useQuery({
    queryKey: adminKeys.periodicList(collectionKey, list.id),
    queryFn: read(api('periodicList', { collectionId: collectionKey, listId: list.id })),
    enabled: open,
  });
  const titles = new Map(cards.data?.shows.map((s) => [s.id, displayTitle(s, language)]));
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {t('collections.listOf', { date: list.releaseDate })} · {t('collections.showCount', { count: list.showIds.length })}
      </summary>
      <ol>
        {list.showIds.map((showId) => (
          <li key={showId}>{titles.get(showId) ?? fallback(showId)}</li>
        ))}
      </ol>
    </details>
  );
}

function PeriodicLists({ collection, titles, onPick }: { collection: AdminCollection; titles: Titles; onPick: (s: ShowCard) => void }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const publish = useAddPeriodicList();
  const [date, setDate] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const errors = useFormErrors(publish.error, LIST_FIELDS);
  const title = (showId: number) => titles.get(showId) ?? `#${showId}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    publish.mutate(
      { key: collection.key, releaseDate: date, showIds: ids },
      {
        onSuccess: () => {
          setIds([]);
          setDate('');
        },
      },
    );
  };
  return (
    <div>
      <h4>{t('collections.lists')}</h4>
      {collection.lists.length === 0 && <p className="message">{t('collections.noLists')}</p>}
      <ul className="admin-lists">
        {collection.lists.map((list) => (
          <li key={list.id}>
            <DatedList collectionKey={collection.key} list={list} fallback={title} />
          </li>
        ))}
      </ul>
      <form className="admin-form" onSubmit={submit} aria-label={t('collections.newList')}>
        <h4>{t('collections.newList')}</h4>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('collections.releaseDate')}</label>
          <TextInput
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
            aria-invalid={errors.invalid('releaseDate')}
            aria-describedby={errors.describedBy('releaseDate', `${id}-date-error`)}
          />
          <FieldNote id={`${id}-date-error`} text={errors.of('releaseDate')} />
        </div>
        <ShowOrder ids={ids} onChange={setIds} titles={titles} onPick={onPick} label={t('collections.newList')} />
        <ErrorNote error={publish.error} form={errors} />
        {publish.isSuccess && <SavedNote text={t('collections.published')} />}
        <div className="admin__actions">
          <Button type="submit" variant="primary" disabled={publish.isPending || ids.length === 0}>
            {t('collections.publish')}
          </Button>
        </div>
      </form>
    </div>
  );
}
