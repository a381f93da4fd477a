import { namespace } from '../../namespace';
/** Reports (decision 0046): the "Report" action on reviews, public lists, comments and profiles, and its dialog. */
export const reports = {
  action: 'Report',
  /** the button's accessible name: what it reports */
  actionOf: {
    review: 'Report this review',
    list: 'Report this list',
    profile: 'Report this profile',
    comment: 'Report this comment',
  },
  title: {
    review: 'Report a review',
    list: 'Report a list',
    profile: 'Report a profile',
    comment: 'Report a comment',
  },
  intro: 'Tell the moderators what is wrong. They see your report, not your name.',
  reasonLegend: 'Reason',
  reasons: {
    spam: 'Spam or advertising',
    harassment: 'Harassment or bullying',
    spoiler: 'Spoilers not marked as spoilers',
    hate: 'Hate speech',
    other: 'Something else',
  },
  note: 'Details (optional)',
  noteHint: 'At most {{max}} characters.',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  chooseReason: 'Choose a reason.',
  sent: 'Thank you. The moderators will look at it.',
  close: 'Done',
};

export const reportsNamespace = namespace('reports', reports);
