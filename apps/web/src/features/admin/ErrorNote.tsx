import { useTranslation } from '../../i18n/react';
import { ApiError, CodedError } from '../../api/request';
import { adminNamespace } from '../../i18n/messages/en/admin';
import { useAdminErrorText, type FormErrors } from './field-errors';

/**
 * A failed admin call in the console's language: the server's message, and each field it refused that the form
 * does not show beside the field itself (`form`: the form's errors, see useFormErrors). When every refused field
 * has its note beside it, the alert says so instead of the server's bare "Invalid request".
 */
export function ErrorNote({ error, form }: { error: unknown; form?: FormErrors }) {
  const { t } = useTranslation(adminNamespace);
  const text = useAdminErrorText();
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof CodedError ? error.code : undefined;
  const fields = error instanceof ApiError ? error.errors : [];
  const placed = new Set(form?.fields ?? []);
  const rest = fields.filter((f) => ![...placed].some((field) => f.path === `body.${field}` || f.path.startsWith(`body.${field}.`)));
  return (
    <div className="form-alert form-alert--error" role="alert">
      <p>{fields.length > 0 && rest.length === 0 ? t('checkFields') : text(message, code)}</p>
      {rest.length > 0 && (
        <ul>
          {rest.map((f, i) => (
            <li key={i}>
              {f.path ? <strong>{f.path.replace(/^body\./, '')}: </strong> : null}
              {text(f.message, f.code)}
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
