import type { TFunction } from '../i18n';
import type { common } from '../i18n/messages/en/common';

type Job = keyof typeof common.jobs;
const JOBS: readonly string[] = ['Director', 'Writer', 'Creator'] satisfies Job[];

/** A crew job in the page's language ("Writer" → "극본"); one the messages do not know is shown as the catalogue has it. */
export const jobLabel = (t: TFunction<'common'>, job: string): string => (JOBS.includes(job) ? t(`jobs.${job as Job}`) : job);
