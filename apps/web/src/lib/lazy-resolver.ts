import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schemas load with the form's first validation, not with the page: zod and the contract's
 * schemas are ~25 kB brotli that a rendered sign-in page would otherwise parse before the visitor has typed a letter.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
