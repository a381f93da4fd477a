/**
 * Why an import line found nothing, in the visitor's language. The import's answer gives each line's reason as
 * the server words it (not an error answer, so without a code): the reasons of the errors namespace's
 * `importReasons` ({{0}} where a value goes), or `field: rule` with a rule of the diary's or the validation table.
 * Recognised through the contract's table matching (message-codes.ts), which compares text, holes and all.
 */
import { useCallback } from 'react';
import { DIARY_MESSAGES, VALIDATION_MESSAGES, matchMessage, type MessageTable } from '@klama/contract';
import { useErrorText } from '../../api/error-text';
import { useLanguage } from '../../stores/general';
import { errors } from '../../i18n/messages/en/errors';

const HOLE = '{{0}}';
const reasons: MessageTable = Object.fromEntries(
  Object.entries(errors.importReasons).map(([key, text]) => [
    key,
    text.includes(HOLE) ? (value: string) => text.replace(HOLE, value) : text,
  ]),
);
const REASONS = { importReasons: reasons };
const RULES = { diary: DIARY_MESSAGES, validation: VALIDATION_MESSAGES };

/** The server's reasons ("; "-joined, each maybe `field: rule`) in the chosen language. */
export function useImportReason() {
  const language = useLanguage();
  const { t, text, fieldName } = useErrorText();
  return useCallback(
    (reason: string) => {
      if (language === 'en') return reason;
      return reason
        .split('; ')
        .map((part) => {
          const found = matchMessage(REASONS, part);
          if (found) return t(found.code, Object.fromEntries(found.values.entries()));
          const at = part.indexOf(': ');
          const rule = at > 0 ? matchMessage(RULES, part.slice(at + 2)) : null;
          return rule
            ? t('withField', { field: fieldName(part.slice(0, at)), message: text(part.slice(at + 2), rule.code) })
            : t('importReasons.unreadable');
        })
        .join('; ');
    },
    [fieldName, language, t, text],
  );
}
