import { namespace } from '../../namespace';
/** Personal lists: /lists (my lists) and /lists/{id} (a list's page). */
export const lists = {
  mine: {
    metaTitle: 'My lists | K-lama',
    metaDescription: 'Your drama lists.',
    title: 'My lists',
    newList: 'New list',
    name: 'Name',
    description: 'Description',
    visibility: 'Visibility',
    create: 'Create list',
    empty: 'No list yet: make one above, then add dramas from their pages.',
  },
  visibility: { public: 'Public', private: 'Private', hidden: 'Hidden' },
  showCount_one: '{{count}} show',
  showCount_other: '{{count}} shows',
  list: {
    notFound: 'List not found',
    notFoundMetaTitle: 'List not found | K-lama',
    notFoundMessage: 'This list does not exist, or its owner keeps it private.',
    metaTitle: '{{name}} — a list by {{username}} | K-lama',
    metaDescription: 'A drama list by {{username}}',
    by: 'By {{username}}',
    items: 'Shows in this list',
    empty: 'This list is empty.',
    reorderHint: 'Drag a show by its handle, or focus the handle and use Space and the arrow keys, to change the order.',
    remove: 'Remove',
    removeLabel: 'Remove {{title}}',
    note: 'Note',
    noteFor: 'Note for {{title}}',
    editNote: 'Edit note',
    editNoteLabel: 'Edit the note for {{title}}',
    addNote: 'Add a note',
    addNoteLabel: 'Add a note for {{title}}',
    saveNote: 'Save note',
    cancel: 'Cancel',
    noteHint: 'Up to {{max}} characters.',
    saving: 'Saving...',
    showMore: 'Show more',
    loadingMore: 'Loading more shows',
  },
  /** a list moderators hid, as its owner (the only one who can open it) sees it */
  hidden: {
    title: 'Hidden by moderators',
    body: 'Only you can see this list. Moderators hid it from everyone else on {{date}}.',
    reasons: 'It was reported for: {{reasons}}.',
    comments: 'Comments are closed while the list is hidden: no one can read or write them.',
    reason: {
      spam: 'spam or advertising',
      harassment: 'harassment or bullying',
      spoiler: 'spoilers not marked as spoilers',
      hate: 'hate speech',
      other: 'something else',
    },
  },
  sortable: {
    handle: 'Move {{label}}',
    roleDescription: 'movable item',
    instructions:
      'To pick up a show, press Space or Enter. Move it with the arrow keys. Press Space or Enter again to drop it, or Escape to cancel.',
    pickedUp: 'Picked up {{label}}, position {{position}} of {{total}}.',
    movedTo: '{{label}} moved to position {{position}} of {{total}}.',
    dropped: '{{label}} dropped at position {{position}} of {{total}}.',
    cancelled: 'Moving {{label}} was cancelled.',
  },
};

export const listsNamespace = namespace('lists', lists);
