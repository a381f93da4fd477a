import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { useShowCast } from '../../api/shows';
import { ApiError } from '../../api/request';
import { Avatar } from '../../components/Avatar';
import { Modal } from '../../components/Modal';
import { castPath } from '../../lib/routes';
import { detailsNamespace } from '../../i18n/messages/en/details';
import { Button } from '../../components/FormControls';

/** Cast strip linking to each actor's page, plus a 'Details' dialog listing name 'as' role. */
export function CastSection({ showId }: { showId: number }) {
  const { t } = useTranslation(detailsNamespace);
  const cast = useShowCast(showId);
  const [open, setOpen] = useState(false);
  const notFound = cast.error instanceof ApiError && cast.error.status === 404;
  return (
    <section className="details-section" aria-labelledby="cast-heading">
      <div className="row__head">
        <h2 id="cast-heading" className="section-title">
          {t('cast.title')}
        </h2>
        {cast.data && cast.data.length > 0 && (
          <Button size="small" onClick={() => setOpen(true)}>
            {t('cast.details')}
          </Button>
        )}
      </div>
      {cast.isPending && <p className="message">{t('cast.loading')}</p>}
      {cast.isError && <p className="message">{notFound ? t('cast.none') : t('cast.error')}</p>}
      {cast.data && (
        <ul className="cast-strip">
          {cast.data.map((member) => (
            <li key={member.id}>
              <Link className="cast-card" to={castPath(member.name, member.id)}>
                <Avatar path={member.profile_path} name={member.name} size={72} />
                <span className="cast-card__name">{member.name}</span>
                <span className="cast-card__role">{member.role}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {cast.data && (
        <Modal open={open} onOpenChange={setOpen} title={t('cast.title')}>
          <ul className="cast-list">
            {cast.data.map((member) => (
              <li key={member.id}>
                <Link to={castPath(member.name, member.id)} onClick={() => setOpen(false)}>
                  {member.name}
                </Link>{' '}
                <span className="muted">{t('cast.as')}</span> <span className="cast-list__role">{member.role}</span>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </section>
  );
}
