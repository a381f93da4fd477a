import { namespace } from '../../namespace';
/** Settings → Delete my account, and the page that follows it (issue 25 item 7). */
export const deletion = {
  title: 'Delete My Account',
  lead: 'Deleting your account erases your diary, your marks, your lists (public ones too) and your calendar feed, for good. Your username and email become free for anyone to use.',
  exportFirst: 'Keep a copy first: download your diary.',
  download: 'Download my diary ({{format}})',
  open: 'Delete my account…',
  dialogTitle: 'Delete your account?',
  warning:
    'This cannot be undone. Everything you recorded on K-lama is erased at once, your public lists disappear, and you are signed out on every device.',
  password: 'Your password',
  passwordHint: 'Type your password to confirm it is you.',
  googleHint: 'Your account signs in with Google: confirm with Google to delete it.',
  passkey: 'Confirm with a passkey',
  passkeyHint: 'Or confirm with one of your passkeys instead.',
  googleOrPasskeyHint: 'Your account signs in with Google: confirm with Google or with one of your passkeys to delete it.',
  passkeyOnlyHint: 'Confirm with one of your passkeys to delete your account.',
  passkeyCancelled: 'The passkey prompt was closed. Your account was not deleted.',
  cancel: 'Keep my account',
  confirm: 'Delete my account',
  deleting: 'Deleting…',
  doneTitle: 'Your account has been deleted',
  doneBody: 'Everything it held is erased and you are signed out. Thank you for the dramas you shared with us.',
  doneHome: 'Go to the home page',
  doneMetaDescription: 'Your K-lama account has been deleted.',
};

export const deletionNamespace = namespace('deletion', deletion);
