import { ApiError } from '../../api/request';

/** A failed admin call: the server's message, and each field it refused with why. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const fields = error instanceof ApiError ? error.errors : [];
  return (
    <div className="form-alert form-alert--error" role="alert">
      <p>{message}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map((f, i) => (
            <li key={i}>
              {f.path ? <strong>{f.path}: </strong> : null}
              {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A short confirmation that a write went through. */
export function SavedNote({ text }: { text: string }) {
  return (
    <p className="form-alert form-alert--success" role="status">
      {text}
    </p>
  );
}
