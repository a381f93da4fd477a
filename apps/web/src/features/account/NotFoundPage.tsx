import { useLocation } from 'react-router';
import { ErrorPage } from '../../components/States';
import { PageMeta } from '../../components/PageMeta';
import { useResponseStatus } from '../../app/response-status';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useResponseStatus(404);
  return (
    <div className="page">
      <PageMeta title="Page not found | K-lama" description="This page does not exist on K-lama." path={pathname} />
      <ErrorPage title="Page not found" message="We couldn't find that page." />
    </div>
  );
}
