import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <p>{t('footer.copyright')}</p>
      <Link to="/about">{t('footer.about')}</Link>
    </footer>
  );
}
