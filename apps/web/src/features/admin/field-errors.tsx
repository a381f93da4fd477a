/**
 * A console form's refused fields, each shown beside its field in the console's language. A write's 400 names
 * its fields (`body.img`, `body.tag.label`) with a code each; a form's own check before sending (its contract
 * schema) names them the same way and finds the same codes (fieldCodeOf). The console's codes (`admin.slug`)
 * are in the admin namespace's `errors`; every other code is the app's shared one (api/error-text.ts).
 */
import { useCallback, useMemo } from 'react';
import type { ZodError } from 'zod';
import { fieldCodeOf, IMAGE_ORIGINS } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../stores/general';
import { useErrorText } from '../../api/error-text';
import { ApiError, type FieldError } from '../../api/request';
import { admin, adminNamespace } from '../../i18n/messages/en/admin';

const ADMIN = 'admin.';
const SITES = { sites: IMAGE_ORIGINS.join(', ') };

/** The admin namespace's key for a console code (`admin.slug` → `errors.slug`), or null when it is none. */
export const adminKeyOf = (code: string | undefined) => {
  const key = code?.startsWith(ADMIN) ? code.slice(ADMIN.length) : null;
  return key !== null && Object.hasOwn(admin.errors, key) ? `errors.${key}` : null;
};

/** A message of the server or the contract, with its code, in the console's language. */
export function useAdminErrorText() {
  const language = useLanguage();
  const shared = useErrorText();
  const { t } = useTranslation(adminNamespace);
  return useCallback(
    (message: string, code: string | undefined) => {
      if (language === 'en') return message;
      const key = adminKeyOf(code);
      return key ? (t as unknown as (key: string, values?: object) => string)(key, SITES) : shared.text(message, code);
    },
    [language, shared, t],
  );
}

/** A contract schema's refusal as the server would word it: `body.<path>`, its code and the rule. */
export const fieldErrorsOf = (error: ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    code: fieldCodeOf(issue.message),
    message: issue.message,
  }));

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
    for (const { path, message, code } of all) {
      const at = fieldOf(path);
      const field = fields.find((f) => at === f || at.startsWith(`${f}.`));
      if (field && !notes.has(field)) notes.set(field, text(message, code));
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
