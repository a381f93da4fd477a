/**
 * How an error reaches the screen in the visitor's language (decision 0034). Every error the server sends carries a
 * `code` (`auth.invalidCredentials`, `common.notFound`: `section.key` of the contract's message tables), and so does
 * each refused field; the app's own errors carry theirs (CodedError). A code is its key in the `errors` namespace.
 * English shows the message as it came (it may name a value: "must be at most 2000 characters"); another language
 * shows the code's text, or the generic "unexpected error" for a code it does not know — never English.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { useLanguage } from '../stores/general';
import { ApiError, CodedError } from './request';
import { errors, errorsNamespace } from '../i18n/messages/en/errors';

type Values = Record<string, string>;

/** Whether the errors namespace has a text for `code` (`connection`, `auth.invalidCredentials`). */
export function knownCode(code: string | undefined): code is string {
  if (!code) return false;
  const [section, key, ...rest] = code.split('.');
  if (rest.length) return false;
  const table = errors as unknown as Record<string, unknown>;
  // withField is a frame, not an error
  if (key === undefined) return section !== 'withField' && typeof table[section!] === 'string';
  const texts = table[section!];
  return typeof texts === 'object' && texts !== null && Object.hasOwn(texts, key) && typeof (texts as Values)[key] === 'string';
}

/** The code of an error, when it has one. */
export const codeOfError = (error: unknown): string | undefined => (error instanceof CodedError ? error.code : undefined);

/** The last named segment of a field path (`body.entries.3.rating` → rating). */
const fieldOf = (path: string) =>
  path
    .split('.')
    .filter((part) => part && !/^\d+$/.test(part) && part !== 'body' && part !== 'query' && part !== 'params')
    .at(-1) ?? '';

type Translate = (key: string, values?: Values) => string;

/** Turns errors into the text to show, in the chosen language. */
export function useErrorText() {
  const language = useLanguage();
  const { t: typed } = useTranslation(errorsNamespace);
  const t = typed as unknown as Translate;

  /** A message and its code: the message in English, the code's text otherwise. */
  const text = useCallback(
    (message: string | undefined | null, code: string | undefined): string => {
      if (language === 'en') return message || t('unexpected');
      return knownCode(code) ? t(code) : t('unexpected');
    },
    [language, t],
  );

  const fieldName = useCallback(
    (path: string) => {
      const field = fieldOf(path);
      if (language === 'en') return field || path;
      return field in errors.fields ? t(`fields.${field}`) : t('fields.entry');
    },
    [language, t],
  );

  return useMemo(
    () => ({
      /** A thrown error's text (the generic one when it has no message). */
      message: (error: unknown) => text(error instanceof Error ? error.message : null, codeOfError(error)),
      /** The most precise text of a failed call: its first field error (`rating: must be from 1 to 10`), else its message. */
      detailed: (error: unknown) => {
        const first = error instanceof ApiError ? error.errors[0] : undefined;
        return first
          ? t('withField', { field: fieldName(first.path), message: text(first.message, first.code) })
          : text(error instanceof Error ? error.message : null, codeOfError(error));
      },
      /** A form field's error; its `type` is the code (lib/coded-resolver.ts). */
      field: (error: FormFieldError | undefined): FormFieldError | undefined =>
        error && { ...error, message: text(error.message, error.type) },
      /** A message and its code (a field error's, say). */
      text,
      fieldName,
      t,
    }),
    [fieldName, t, text],
  );
}
