import { namespace } from '../../namespace';
/** The "Confirm it's you" dialog before a sensitive change (the email, passkeys, two-step sign-in, sessions; decision 0043). */
export const stepUp = {
  title: 'Confirm it’s you',
  lead: 'For your account’s safety, confirm it is you before changing your email, passkeys, two-step sign-in or sessions. You will not be asked again for a few minutes.',
  password: 'Your password',
  passwordHint: 'Type your password to continue.',
  googleHint: 'Your account signs in with Google: confirm with Google to continue.',
  passkey: 'Confirm with a passkey',
  passkeyHint: 'Or confirm with one of your passkeys instead.',
  googleOrPasskeyHint: 'Your account signs in with Google: confirm with Google or with one of your passkeys to continue.',
  passkeyOnlyHint: 'Confirm with one of your passkeys to continue.',
  passkeyCancelled: 'The passkey prompt was closed. Nothing was changed.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  confirming: 'Confirming…',
};

export const stepUpNamespace = namespace('stepUp', stepUp);
