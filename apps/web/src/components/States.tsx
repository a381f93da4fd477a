import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A full error page body: message plus a way home. */
export function ErrorPage({
  title = 'Something went wrong',
  message,
  children,
}: {
  title?: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="error-page" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
      <Link className="button button--primary" to="/">
        Back to Home
      </Link>
    </div>
  );
}
