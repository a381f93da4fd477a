import { useLocation } from 'react-router';
import { ErrorPage } from '../../components/States';
import { PageMeta } from '../../components/PageMeta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <PageMeta title="Page not found | K-lama" description="This page does not exist on K-lama." path={pathname} />
      <ErrorPage title="Page not found" message="We couldn't find that page." />
    </div>
  );
}
