import { localDay } from '@klama/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { PersonPage } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { Avatar } from '../../components/Avatar';
import { formatDate } from '../../lib/show';
import { useHydrated } from '../../lib/use-hydrated';
import { useLanguage } from '../../stores/general';
import { categoryNamespace } from '../../i18n/messages/en/category';
import { ageOn } from './person-facts';

export type PersonFacts = Partial<
  Pick<
    PersonPage,
    'name' | 'original_name' | 'img_path' | 'known_for_department' | 'biography' | 'birthday' | 'deathday' | 'place_of_birth'
  >
>;

/**
 * A cast or crew member's page header: photo, name (and Hangul name), what they are known for, birth (with their age,
 * or their dates when they have died), birthplace and biography. Facts the catalogue does not have are left out.
 */
export function PersonHeader({ title, description, person }: { title: string; description: string; person: PersonFacts | undefined }) {
  const { t } = useTranslation(categoryNamespace);
  const language = useLanguage();
  // today is the visitor's: a living person's age waits for the browser (a rendered page may be served for days)
  const hydrated = useHydrated();
  const { birthday, deathday, place_of_birth: birthplace, biography, original_name: originalName } = person ?? {};
  const born =
    birthday &&
    (deathday || !hydrated
      ? formatDate(birthday, language)
      : t('person.bornOn', { date: formatDate(birthday, language), age: ageOn(birthday, localDay()) }));
  const died =
    deathday &&
    (birthday
      ? t('person.diedOn', { date: formatDate(deathday, language), age: ageOn(birthday, deathday) })
      : formatDate(deathday, language));
  const facts = [
    born && { term: t('person.born'), value: born },
    died && { term: t('person.died'), value: died },
    birthplace && { term: t('person.birthplace'), value: birthplace },
  ].filter((fact) => !!fact);
  return (
    <header className="person-header">
      <Avatar path={person?.img_path} name={person?.name || title} size={120} />
      <div className="person-header__text">
        <h1 className="page-title">{title}</h1>
        {originalName && originalName !== person?.name && (
          <p className="person-header__original" lang="ko">
            {originalName}
          </p>
        )}
        <p className="page-description">{description}</p>
        {person?.known_for_department && (
          <p className="list-header__meta">{t('knownFor', { department: t(`departments.${person.known_for_department}`) })}</p>
        )}
      </div>
      {facts.length > 0 && (
        <dl className="person-facts">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {biography && <Biography text={biography} />}
    </header>
  );
}

/** A biography cut to a few lines, with a More / Less button when it is longer than that. */
function Biography({ text }: { text: string }) {
  const { t } = useTranslation(categoryNamespace);
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // whether the cut hides anything depends on the width: measured, and again when the width changes
  useLayoutEffect(() => {
    const element = body.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);
  return (
    <section className="person-bio" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('person.biography')}
      </h2>
      <div id={`${id}-text`} ref={body} className={`person-bio__text${expanded ? '' : ' person-bio__text--cut'}`}>
        {text.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('person.less') : t('person.more')}
        </button>
      )}
    </section>
  );
}
