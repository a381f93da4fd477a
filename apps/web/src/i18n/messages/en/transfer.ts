import { namespace } from '../../namespace';
/** Settings → Export and Import. */
export const transfer = {
  export: {
    title: 'Export',
    lead: 'Everything in your diary and your lists, to keep or to take elsewhere.',
    download: 'Download {{format}}',
  },
  import: {
    title: 'Import',
    format: 'Format',
    formats: {
      klama: 'K-lama export (JSON)',
      csv: 'CSV (MyDramaList and others)',
      trakt: 'Trakt export (JSON)',
      text: 'Pasted titles, one a line: Title (year)',
    },
    file: 'File',
    chooseFile: 'Choose a file',
    noFile: 'No file chosen',
    paste: 'Or paste here',
    preview: 'Preview import',
    apply_one: 'Import {{count}} drama',
    apply_other: 'Import {{count}} dramas',
    done: 'Imported: {{added}} added, {{updated}} updated, {{unchanged}} unchanged.',
    openDiary: 'Open your diary',
    matched: 'Matched: {{count}}',
    ambiguous: 'Choose the drama you mean: {{count}}',
    skip: 'Skip this line',
    unmatched: 'Not found: {{count}}',
    skipped: 'Not imported: {{count}}',
    unknownYear: '?',
    /** what a matched line's entry will be */
    noStatus: 'No status',
    episodes: '{{watched}}/{{total}} episodes',
    episodesUnknownTotal: '{{watched}} episodes',
    changes: {
      added: 'new',
      updated: 'updated',
      unchanged: 'no change',
    },
    summary: 'Will add {{added}}, update {{updated}}, leave {{unchanged}} unchanged.',
  },
};

export const transferNamespace = namespace('transfer', transfer);
