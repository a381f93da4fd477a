/**
 * A form's own check names each refused field's rule by code, as the server's 400 does: the resolver's error
 * `type` becomes the code of its message (`auth.passwordTooShort`; `validation.invalid` for a rule no table
 * holds), which api/error-text.ts translates. Only for the forms that load zod and the contract's schemas.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { AUTH_MESSAGES, GENERIC_VALIDATION_CODE, REGION_MESSAGES, VALIDATION_MESSAGES, codeOf } from '@klama/contract';

// the account forms' rules: the same sections as the server's tables (error-codes.ts), in the same order
const TABLES = { auth: AUTH_MESSAGES, validation: VALIDATION_MESSAGES, region: REGION_MESSAGES };

function code(errors: object) {
  for (const error of Object.values(errors) as unknown[]) {
    if (!error || typeof error !== 'object') continue;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') (error as { type: string }).type = codeOf(TABLES, message) ?? GENERIC_VALIDATION_CODE;
    else code(error);
  }
}

export function codedResolver<T extends FieldValues, C, U>(resolver: Resolver<T, C, U>): Resolver<T, C, U> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    code(result.errors);
    return result;
  };
}
