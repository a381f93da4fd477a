/**
 * How an error reaches the screen in the visitor's language. The server and the contract's schemas answer in
 * English: the spec's messages, each defined once in @klama/contract (AUTH_MESSAGES, DIARY_MESSAGES, MESSAGES) and
 * mirrored key for key in the `errors` namespace (apps/web/src/i18n/messages/en/errors.ts, whose English renders
 * exactly the contract's text — a test holds them together). A message is recognised by that table, never by a
 * loose search: exactly, or through the English pattern of a message with values ("must be at most {{max}}").
 * English shows the message as it came; another language shows its translation, and a message nobody knows
 * becomes the generic "unexpected error" rather than English.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { useLanguage } from '../stores/general';
import { ApiError } from './request';
import { errors, errorsNamespace } from '../i18n/messages/en/errors';

type Values = Record<string, string>;
/** A message of the `errors` namespace (a dotted key) with the values its placeholders take. */
export type ErrorText = { key: string; values?: Values };

/** The parts of the namespace that hold whole messages (`withField` is a frame, `fields` are names). */
const SECTIONS = ['auth', 'diary', 'passkeys', 'server', 'rules', 'importReasons'] as const;

export type Known = { key: string; pattern: RegExp | null; text: string; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function known(): Known[] {
  const { withField: _frame, fields: _names, ...topLevel } = errors;
  return compileMessages([
    ...Object.entries(topLevel).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ...SECTIONS.flatMap((section) => Object.entries(errors[section]).map(([k, v]) => [`${section}.${k}`, v] as [string, string])),
  ]);
}

/** A table of messages ([key, English text with {{placeholders}}]) to recognise English messages by (see matchMessage). */
export function compileMessages(entries: [string, string][]): Known[] {
  return (
    entries
      .map(([key, text]) => {
        const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
        // split gives text, name, text, name, …: the names become named groups
        const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escape(part))).join('');
        return {
          key,
          text,
          pattern: parts.length > 1 ? new RegExp(`^${source}$`) : null,
          literal: parts.filter((_, i) => !(i % 2)).join('').length,
        };
      })
      // the most specific pattern first: "must be at most 5 characters" is atMostCharacters, not atMost
      .sort((a, b) => b.literal - a.literal)
  );
}

let table: Known[] | null = null;

/** The key (and values) of an English error message, or null when it is none the app knows. */
export function errorTextOf(message: string): ErrorText | null {
  table ??= known();
  const found = matchMessage(table, message);
  if (found) return found;
  // "Not found: GET /api/…", "Method not allowed: …": the message with what it concerns
  const head = message.split(': ')[0]!;
  return head !== message ? errorTextOf(head) : null;
}

/** The key (and values) of the message of `table` that `message` is, exactly or through its pattern. */
export function matchMessage(table: Known[], message: string): ErrorText | null {
  for (const entry of table) {
    if (!entry.pattern) {
      if (entry.text === message) return { key: entry.key };
    } else {
      const match = entry.pattern.exec(message);
      if (match) return { key: entry.key, values: { ...match.groups } };
    }
  }
  return null;
}

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

  const text = useCallback(
    (message: string | undefined | null): string => {
      if (!message) return t('unexpected');
      if (language === 'en') return message;
      const found = errorTextOf(message);
      return found ? t(found.key, found.values) : t('unexpected');
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
      /** A thrown error's message (the generic one when it has none). */
      message: (error: unknown) => text(error instanceof Error ? error.message : null),
      /** The most precise message of a failed call: its first field error (`rating: must be from 1 to 10`), else its message. */
      detailed: (error: unknown) => {
        const first = error instanceof ApiError ? error.errors[0] : undefined;
        return first
          ? t('withField', { field: fieldName(first.path), message: text(first.message) })
          : text(error instanceof Error ? error.message : null);
      },
      /** A form field's validation error (the contract schema's English message), translated. */
      field: (error: FormFieldError | undefined): FormFieldError | undefined => error && { ...error, message: text(error.message) },
      /** Why an import line found nothing: the server's reasons, "; "-joined, each maybe `field: rule`. */
      reason: (reason: string) => {
        if (language === 'en') return reason;
        return reason
          .split('; ')
          .map((part) => {
            const found = errorTextOf(part);
            if (found) return t(found.key, found.values);
            const at = part.indexOf(': ');
            const rule = at > 0 ? errorTextOf(part.slice(at + 2)) : null;
            return rule
              ? t('withField', { field: fieldName(part.slice(0, at)), message: t(rule.key, rule.values) })
              : t('importReasons.unreadable');
          })
          .join('; ');
      },
      text,
    }),
    [fieldName, language, t, text],
  );
}
