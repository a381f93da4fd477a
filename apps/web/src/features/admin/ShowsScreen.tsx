/**
 * Shows: find one with the picker (or among the hidden ones), correct its titles and overview (a correction is
 * kept across imports; "use the imported value" clears it), hide it (after confirming) or show it again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { SHOW_OVERRIDE_FIELDS, type AdminShow } from '@klama/contract';
import { useAdminShow, useHiddenShows, usePatchShow } from '../../api/admin';
import { Spinner } from '../../components/States';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorNote, SavedNote } from './ErrorNote';
import { FieldNote, useFormErrors } from './field-errors';
import { ShowPicker } from './ShowPicker';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, TextArea, TextInput } from '../../components/FormControls';

type Field = (typeof SHOW_OVERRIDE_FIELDS)[number];
const FIELDS = SHOW_OVERRIDE_FIELDS.map((field) => `overrides.${field}`);

export function ShowsScreen() {
  const { t } = useTranslation(adminNamespace);
  const [showId, setShowId] = useState<number | null>(null);
  const show = useAdminShow(showId);
  const hidden = useHiddenShows();
  return (
    <section className="admin-section" aria-labelledby="admin-shows-title">
      <h2 id="admin-shows-title">{t('shows.title')}</h2>
      <p className="message">{t('shows.intro')}</p>
      <ShowPicker onPick={(s) => setShowId(s.id)} />
      {showId !== null && show.isPending && <Spinner label={t('loading')} />}
      <ErrorNote error={show.error} />
      {show.data && show.data.id === showId && <ShowEditor key={show.data.id} show={show.data} />}
      <h3>{t('shows.hiddenList')}</h3>
      <ErrorNote error={hidden.error} />
      {hidden.data?.length === 0 && <p className="message">{t('shows.noneHidden')}</p>}
      <ul className="admin-chips" aria-label={t('shows.hiddenList')}>
        {hidden.data?.map((s) => (
          <li key={s.id}>
            <button type="button" className="admin-chip" aria-pressed={s.id === showId} onClick={() => setShowId(s.id)}>
              {s.name} <span className="message">#{s.id}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShowEditor({ show }: { show: AdminShow }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const patch = usePatchShow();
  const [draft, setDraft] = useState<Record<Field, string>>({
    name: show.name,
    original_name: show.original_name,
    overview: show.overview,
  });
  const [lastSaved, setLastSaved] = useState<'saved' | 'hidden' | 'shown' | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // only fields that differ from what readers see now are sent; an unchanged field keeps its state
    const overrides = Object.fromEntries(SHOW_OVERRIDE_FIELDS.filter((f) => draft[f] !== show[f]).map((f) => [f, draft[f]]));
    patch.mutate({ id: show.id, patch: { overrides } }, { onSuccess: () => setLastSaved('saved') });
  };
  const reset = (field: Field) =>
    patch.mutate(
      { id: show.id, patch: { overrides: { [field]: null } } },
      {
        onSuccess: (next) => {
          setDraft((d) => ({ ...d, [field]: next[field] }));
          setLastSaved('saved');
        },
      },
    );
  const setHidden = (hidden: boolean) =>
    patch.mutate({ id: show.id, patch: { hidden } }, { onSuccess: () => setLastSaved(hidden ? 'hidden' : 'shown') });

  const errors = useFormErrors(patch.error, FIELDS);
  const note = (field: Field) => `${id}-${field}-error`;
  return (
    <form className="admin-panel admin-form" onSubmit={submit} aria-label={t('shows.chosen', { title: show.name, id: show.id })}>
      <h3>
        {t('shows.chosen', { title: show.name, id: show.id })}
        {show.hidden && <span className="admin-tag admin-tag--tomato">{t('shows.hiddenBadge')}</span>}
      </h3>
      {SHOW_OVERRIDE_FIELDS.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`shows.fields.${field}`)}</label>
          {field === 'overview' ? (
            <TextArea
              id={`${id}-${field}`}
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              rows={6}
              aria-invalid={errors.invalid(`overrides.${field}`)}
              aria-describedby={errors.describedBy(`overrides.${field}`, note(field))}
            />
          ) : (
            <TextInput
              id={`${id}-${field}`}
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              aria-invalid={errors.invalid(`overrides.${field}`)}
              aria-describedby={errors.describedBy(`overrides.${field}`, note(field))}
            />
          )}
          <FieldNote id={note(field)} text={errors.of(`overrides.${field}`)} />
          {show.overrides[field] !== null && (
            <p className="field__hint">
              <Button size="small" onClick={() => reset(field)} disabled={patch.isPending}>
                {t('shows.reset')}
              </Button>
            </p>
          )}
        </div>
      ))}
      <ErrorNote error={patch.error} form={errors} />
      {lastSaved && !patch.isPending && <SavedNote text={t(lastSaved === 'saved' ? 'saved' : `shows.${lastSaved}`)} />}
      <div className="admin__actions">
        {show.hidden ? (
          <Button onClick={() => setHidden(false)} disabled={patch.isPending}>
            {t('shows.unhide')}
          </Button>
        ) : (
          <ConfirmDialog
            title={t('shows.hideTitle')}
            body={t('shows.hideBody', { title: show.name })}
            confirmLabel={t('shows.hide')}
            onConfirm={() => setHidden(true)}
            trigger={<Button disabled={patch.isPending}>{t('shows.hide')}</Button>}
          />
        )}
        <Button type="submit" variant="primary" disabled={patch.isPending}>
          {patch.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
