/**
 * Why an import line found nothing, in the visitor's language, by the line's code (decision 0034): an
 * `importReasons.<key>` of the errors namespace (`{{0}}` where a value goes), or a field rule's code shown with its
 * field. English shows the server's own words; a code the app does not know reads "This line could not be read".
 */
import { useCallback } from 'react';
import type { ImportLineReason } from '@klama/contract';
import { knownCode, useErrorText } from '../../api/error-text';
import { useLanguage } from '../../stores/general';

/** A left-out line's reason in the chosen language. */
export function useImportReason() {
  const language = useLanguage();
  const { t, fieldName } = useErrorText();
  return useCallback(
    ({ reason, code, field, values = [] }: Pick<ImportLineReason, 'reason' | 'code' | 'field' | 'values'>) => {
      if (language === 'en') return reason;
      const message = knownCode(code) ? t(code, Object.fromEntries(values.entries())) : t('importReasons.unreadable');
      return field ? t('withField', { field: fieldName(field), message }) : message;
    },
    [fieldName, language, t],
  );
}
