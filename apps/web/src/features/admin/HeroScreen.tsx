/** Hero slides: create, edit, delete (after confirming) and reorder (drag or keyboard; saved at once). */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { ACCENT_COLORS, HeroSlideBody, MESSAGES, type AccentColor, type AdminHeroSlide } from '@klama/contract';
import { ApiError } from '../../api/request';
import { useAdminHero, useCreateSlide, useDeleteSlide, useReorderSlides, useUpdateSlide } from '../../api/admin';
import { SortableList } from '../../components/SortableList';
import { Spinner } from '../../components/States';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorNote, SavedNote } from './ErrorNote';
import { FieldNote, fieldErrorsOf, useFormErrors } from './field-errors';
import { useAdminSortableTexts } from './use-admin-sortable';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { Button, Select, TextInput } from '../../components/FormControls';
import { BilingualField, KoreanMark, MissingCount, slideGaps } from './bilingual';

export function HeroScreen() {
  const { t } = useTranslation(adminNamespace);
  const slides = useAdminHero();
  const reorder = useReorderSlides();
  const remove = useDeleteSlide();
  const texts = useAdminSortableTexts();
  const [editing, setEditing] = useState<AdminHeroSlide | 'new' | null>(null);
  const [order, setOrder] = useState<AdminHeroSlide[] | null>(null);
  if (slides.isPending) return <Spinner label={t('loading')} />;
  if (slides.error) return <ErrorNote error={slides.error} />;
  const shown = order ?? slides.data;

  return (
    <section className="admin-section" aria-labelledby="admin-hero-title">
      <div className="admin-section__head">
        <h2 id="admin-hero-title">{t('hero.title')}</h2>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('hero.new')}
        </Button>
      </div>
      <p className="message">{t('hero.intro')}</p>
      <MissingCount missing={shown.filter((s) => slideGaps(s).length > 0).length} total={shown.length} what="slide" />
      {editing && (
        <SlideForm
          key={editing === 'new' ? 'new' : editing.id}
          slide={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ErrorNote error={reorder.error ?? remove.error} />
      {reorder.isSuccess && !reorder.isPending && <SavedNote text={t('hero.orderSaved')} />}
      {shown.length === 0 ? (
        <p className="message">{t('hero.empty')}</p>
      ) : (
        <SortableList
          label={t('hero.order')}
          items={shown}
          getId={(s) => s.id}
          getLabel={(s) => s.title}
          texts={texts}
          disabled={reorder.isPending}
          onReorder={(next) => {
            setOrder(next);
            reorder.mutate(
              next.map((s) => s.id),
              { onSettled: () => setOrder(null) },
            );
          }}
          renderItem={(slide, handle) => (
            <>
              {handle}
              <img className="admin-hero__thumb" src={slide.img} alt="" width={96} height={54} loading="lazy" />
              <span className="admin-row__main">
                <strong>{slide.title}</strong>
                {slide.tagline && <span className="message"> {slide.tagline}</span>}
                <span className={`admin-tag admin-tag--${slide.tag.color}`}>{slide.tag.label}</span>
                {slide.ko.title && (
                  <span className="admin-row__korean" lang="ko">
                    {slide.ko.title}
                  </span>
                )}
                <KoreanMark
                  gaps={slideGaps(slide)}
                  of={{
                    title: [slide.title, slide.ko.title],
                    tagline: [slide.tagline, slide.ko.tagline],
                    tagLabel: [slide.tag.label, slide.ko.tagLabel],
                  }}
                  labels={{ title: t('hero.fields.title'), tagline: t('hero.fields.tagline'), tagLabel: t('hero.fields.tagLabel') }}
                />
              </span>
              <span className="admin__actions">
                <Button size="small" onClick={() => setEditing(slide)}>
                  {t('edit')}
                </Button>
                <ConfirmDialog
                  title={t('hero.deleteTitle')}
                  body={t('hero.deleteBody', { title: slide.title })}
                  confirmLabel={t('delete')}
                  onConfirm={() => remove.mutate(slide.id)}
                  trigger={<Button size="small">{t('delete')}</Button>}
                />
              </span>
            </>
          )}
        />
      )}
    </section>
  );
}

type Draft = {
  title: string;
  tagline: string;
  url: string;
  img: string;
  label: string;
  color: AccentColor;
  titleKo: string;
  taglineKo: string;
  labelKo: string;
};
const draftOf = (slide: AdminHeroSlide | null): Draft => ({
  title: slide?.title ?? '',
  tagline: slide?.tagline ?? '',
  url: slide?.url ?? '',
  img: slide?.img ?? '',
  label: slide?.tag.label ?? '',
  color: slide?.tag.color ?? 'jasmine',
  titleKo: slide?.ko.title ?? '',
  taglineKo: slide?.ko.tagline ?? '',
  labelKo: slide?.ko.tagLabel ?? '',
});

/** The body's fields as a refusal names them (`body.tag.label`), for the draft's fields. */
const BODY_FIELD: Record<keyof Draft, string> = {
  title: 'title',
  tagline: 'tagline',
  url: 'url',
  img: 'img',
  label: 'tag.label',
  color: 'tag.color',
  titleKo: 'ko.title',
  taglineKo: 'ko.tagline',
  labelKo: 'ko.tagLabel',
};
const FIELDS = Object.values(BODY_FIELD);
/** An empty optional text is none (null), not an empty string the server would refuse. */
const textOrNull = (text: string) => (text.trim() ? text : null);

function SlideForm({ slide, onDone }: { slide: AdminHeroSlide | null; onDone: () => void }) {
  const { t } = useTranslation(adminNamespace);
  const id = useId();
  const create = useCreateSlide();
  const update = useUpdateSlide();
  const [draft, setDraft] = useState(() => draftOf(slide));
  // the form's own check before sending (the contract's schema, as the server checks it): an image the page could not show
  const [checked, setChecked] = useState<ApiError | null>(null);
  const write = slide ? update : create;
  const error = checked ?? write.error;
  const errors = useFormErrors(error, FIELDS);
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const noteId = (name: keyof Draft) => `${id}-${name}-error`;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body: HeroSlideBody = {
      title: draft.title,
      tagline: textOrNull(draft.tagline),
      url: draft.url,
      img: draft.img,
      tag: { label: draft.label, color: draft.color },
      ko: { title: textOrNull(draft.titleKo), tagline: textOrNull(draft.taglineKo), tagLabel: textOrNull(draft.labelKo) },
    };
    const parsed = HeroSlideBody.safeParse(body);
    if (!parsed.success) {
      setChecked(new ApiError(MESSAGES.invalidRequest, 400, fieldErrorsOf(parsed.error), 'common.invalidRequest'));
      // the first refused field takes the focus (its note is read with it)
      const form = e.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setChecked(null);
    if (slide) update.mutate({ id: slide.id, patch: body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };

  const field = (name: 'url' | 'img', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <TextInput
        id={`${id}-${name}`}
        value={draft[name]}
        onChange={set(name)}
        required
        aria-invalid={errors.invalid(BODY_FIELD[name])}
        aria-describedby={errors.describedBy(BODY_FIELD[name], noteId(name))}
      />
      <FieldNote id={noteId(name)} text={errors.of(BODY_FIELD[name])} />
    </div>
  );
  /** A text in English and Korean; the English `required` unless optional, the Korean never (none: Korean readers see the English). */
  const bilingual = (
    english: 'title' | 'tagline' | 'label',
    korean: 'titleKo' | 'taglineKo' | 'labelKo',
    label: string,
    required = true,
  ) => (
    <BilingualField
      id={`${id}-${english}`}
      label={label}
      fields={[BODY_FIELD[english], BODY_FIELD[korean]]}
      errors={errors}
      control={({ lang, ...props }) => (
        <TextInput
          {...props}
          lang={lang}
          value={draft[lang === 'en' ? english : korean]}
          onChange={set(lang === 'en' ? english : korean)}
          required={lang === 'en' && required}
        />
      )}
    />
  );

  return (
    <form className="admin-form" onSubmit={submit} aria-label={slide ? t('hero.editTitle', { title: slide.title }) : t('hero.createTitle')}>
      <h3>{slide ? t('hero.editTitle', { title: slide.title }) : t('hero.createTitle')}</h3>
      {bilingual('title', 'titleKo', t('hero.fields.title'))}
      {bilingual('tagline', 'taglineKo', t('hero.fields.tagline'), false)}
      {bilingual('label', 'labelKo', t('hero.fields.tagLabel'))}
      {field('url', t('hero.fields.url'))}
      {field('img', t('hero.fields.img'))}
      <div className="admin-form__row">
        <div className="field">
          <label htmlFor={`${id}-color`}>{t('hero.fields.tagColor')}</label>
          <Select
            id={`${id}-color`}
            value={draft.color}
            onChange={set('color')}
            aria-invalid={errors.invalid('tag.color')}
            aria-describedby={errors.describedBy('tag.color', noteId('color'))}
          >
            {ACCENT_COLORS.map((c) => (
              <option key={c} value={c}>
                {t(`hero.colors.${c}`)}
              </option>
            ))}
          </Select>
          <FieldNote id={noteId('color')} text={errors.of('tag.color')} />
        </div>
      </div>
      <ErrorNote error={error} form={errors} />
      <div className="admin__actions">
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button type="submit" variant="primary" disabled={write.isPending}>
          {write.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
