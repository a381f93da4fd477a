/**
 * Why an import line is left out, with its stable code (contract IMPORT_REASONS, decision 0034): the web app shows
 * the code's text in the visitor's language; `reason` keeps the English for other clients.
 */
import { GENERIC_VALIDATION_CODE, IMPORT_REASONS, MESSAGE_TABLES, matchMessage } from '@klama/contract';

export interface LineReason {
  reason: string;
  code: string;
  field?: string;
  values?: string[];
}

type Reasons = typeof IMPORT_REASONS;

/** A reason of the table, with the values its text takes. */
export function lineReason<K extends keyof Reasons>(
  key: K,
  ...values: Reasons[K] extends (...args: infer A) => string ? A : []
): LineReason {
  const text = IMPORT_REASONS[key] as string | ((...args: typeof values) => string);
  return {
    reason: typeof text === 'string' ? text : text(...values),
    code: `importReasons.${key}`,
    ...(values.length ? { values: values.map(String) } : {}),
  };
}

/** A field breaking a rule: the rule's code when a message table holds its text (with its values), else the generic one. */
export function fieldReason(field: string, message: string): LineReason {
  const found = matchMessage(MESSAGE_TABLES, message);
  return {
    reason: `${field}: ${message}`,
    code: found?.code ?? GENERIC_VALIDATION_CODE,
    field,
    ...(found?.values.length ? { values: found.values } : {}),
  };
}
