import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import type { DiarySort, DiaryStatus } from '@klama/contract';
import { localeOf } from '../i18n';
import { useLanguage } from '../stores/general';
import { diaryNamespace } from '../i18n/messages/en/diary';

/** The diary's words in the chosen language: statuses, sorts, a rating, and numbers written the language's way. */
export function useDiaryLabels() {
  const { t } = useTranslation(diaryNamespace);
  const language = useLanguage();
  return useMemo(() => {
    const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 });
    return {
      status: (status: DiaryStatus) => t(`statuses.${status}`),
      sort: (sort: DiarySort) => t(`sorts.${sort}`),
      rating: (rating: number | null) => (rating === null ? t('rating.none') : t('rating.value', { rating: number.format(rating) })),
      number: (value: number) => number.format(value),
    };
  }, [language, t]);
}
