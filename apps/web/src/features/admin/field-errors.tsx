/**
 * A console form's refused fields, each shown beside its field in the console's language. A write's 400 names
 * its fields (`body.img`, `body.tag.label`); a form's own check before sending (its contract schema) names them
 * the same way. The server speaks English: its messages are recognised by the console's table (the contract's
 * text word for word, in the admin namespace) or the app's shared one (api/error-text.ts) and shown translated.
 */
import { useCallback, useMemo } from 'react';
import type { ZodError } from 'zod';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../stores/general';
import { compileMessages, matchMessage, useErrorText, type Known } from '../../api/error-text';
import { ApiError, type FieldError } from '../../api/request';
import { admin, adminNamespace } from '../../i18n/messages/en/admin';

let table: Known[] | null = null;
function adminTable(): Known[] {
  table ??= compileMessages([
    ...Object.entries(admin.errors).map(([k, v]) => [`errors.${k}`, v] as [string, string]),
    ...Object.entries(admin.rules).map(([k, v]) => [`rules.${k}`, v] as [string, string]),
  ]);
  return table;
}

/** The key (and values) in the admin namespace of an English console message, or null when it is not one. */
export const adminErrorTextOf = (message: string) => matchMessage(adminTable(), message);

/** An English message of the server or the contract in the console's language. */
export function useAdminErrorText() {
  const language = useLanguage();
  const shared = useErrorText();
  const { t } = useTranslation(adminNamespace);
  return useCallback(
    (message: string) => {
      if (language === 'en') return message;
      const found = adminErrorTextOf(message);
      return found ? (t as unknown as (key: string, values?: object) => string)(found.key, found.values) : shared.text(message);
    },
    [language, shared, t],
  );
}

/** A contract schema's refusal as the server would word it: `body.<path>` and the rule. */
export const fieldErrorsOf = (error: ZodError): FieldError[] =>
  error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));

/** The field a path points at, as a form names it: `body.tag.label` → `tag.label`. */
const fieldOf = (path: string) => path.replace(/^body\.?/, '');

export type FormErrors = {
  /** The translated note for this field, when it was refused. */
  of: (field: string) => string | undefined;
  /** The field's aria-invalid: true when it was refused. */
  invalid: (field: string) => true | undefined;
  /** The field's aria-describedby: its note's element id when it was refused. */
  describedBy: (field: string, noteId: string) => string | undefined;
  /** Every refused field, for ErrorNote to leave out the ones shown beside their field. */
  fields: readonly string[];
};

/**
 * The field errors of a failed write (or of the form's own check, `local`), keyed by the form's field names.
 * A path below a field (`body.showIds.3`) counts as the field's own.
 */
export function useFormErrors(error: unknown, fields: readonly string[], local: FieldError[] = []): FormErrors {
  const text = useAdminErrorText();
  return useMemo(() => {
    const all = [...local, ...(error instanceof ApiError ? error.errors : [])];
    const notes = new Map<string, string>();
    for (const { path, message } of all) {
      const at = fieldOf(path);
      const field = fields.find((f) => at === f || at.startsWith(`${f}.`));
      if (field && !notes.has(field)) notes.set(field, text(message));
    }
    return {
      of: (field) => notes.get(field),
      invalid: (field) => (notes.has(field) ? true : undefined),
      describedBy: (field, noteId) => (notes.has(field) ? noteId : undefined),
      fields: [...notes.keys()],
    };
  }, [error, fields, local, text]);
}

/** A field's note: its own element, which the field names with aria-describedby. */
export function FieldNote({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="field__error">
      {text}
    </p>
  );
}
