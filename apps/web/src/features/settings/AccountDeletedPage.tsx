/** /account-deleted: where Settings sends a browser once its account is erased (it is signed out by then). */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { deletionNamespace } from '../../i18n/messages/en/deletion';
import { PageMeta } from '../../components/PageMeta';
import './delete-account.css';

export function AccountDeletedPage() {
  const { t } = useTranslation(deletionNamespace);
  return (
    <div className="page narrow settings">
      <PageMeta title={t('doneTitle')} description={t('doneMetaDescription')} path="/account-deleted" />
      <h1 className="page-title">{t('doneTitle')}</h1>
      <section className="settings-section account-deleted" role="status">
        <p>{t('doneBody')}</p>
        <Link className="control-button control-button--primary" to="/">
          {t('doneHome')}
        </Link>
      </section>
    </div>
  );
}
