/**
 * Reports (decision 0046): a signed-in fan reports a review, a public list or a profile. Nothing to refresh: the
 * report changes nothing the fan sees (the moderators' queue reads it).
 */
import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@klama/contract';
import { memberApi } from './member-paths';
import { request } from './request';

export const reportPaths = { report: () => memberApi('report') };

export function useReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => request(reportPaths.report(), { method: 'POST', body, auth: 'required' }),
  });
}
