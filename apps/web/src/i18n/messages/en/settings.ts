import { namespace } from '../../namespace';
/** The settings screen: personal information and password (spec §2, §5). */
export const settings = {
  title: 'Settings',
  metaTitle: 'Settings | K-lama',
  metaDescription: 'Your K-lama account settings.',
  personal: {
    title: 'Personal Information',
    username: 'Username',
    usernameHint: 'Your username cannot be changed.',
    email: 'Email',
    submit: 'Save Changes',
    submitting: 'Saving...',
    saved: 'Your email has been updated',
  },
  password: {
    title: 'Change Password',
    current: 'Current Password',
    new: 'New Password',
    submit: 'Change Password',
    submitting: 'Saving...',
    changed: 'Your password has been changed. Other devices have been signed out.',
  },
  region: {
    title: 'Where to Watch',
    hint: 'The country whose streaming services the details pages and Discover show. Saved with your account, so your other devices use it too.',
  },
  sessions: {
    title: 'Sessions and devices',
    hint: 'Everywhere your account is signed in. Sign out of any you do not recognise, then change your password.',
    thisDevice: 'This device',
    unknownBrowser: 'Unknown browser',
    lastActive: 'Last active {{when}}',
    signedIn: 'signed in {{when}}',
    network: 'network {{ip}}',
    endOne: 'Sign out',
    endOneLabel: 'Sign out {{name}}',
    endOthers: 'Sign out of all other sessions',
    confirmTitle: 'Sign out this session?',
    confirmBody: 'That browser will be signed out at once and must sign in again.',
    confirmOthersTitle: 'Sign out of all other sessions?',
    confirmOthersBody: 'Every other browser and device will be signed out at once. This one stays signed in.',
    keep: 'Cancel',
    confirm: 'Sign out',
    ended: 'That session has been signed out.',
    endedOthers: 'All other sessions have been signed out.',
  },
  verify: {
    title: 'Confirm your email address',
    body: 'We sent a confirmation link to {{email}}. Confirming it lets you get back into your account if you forget your password.',
    sendAgain: 'Send the link again',
    sending: 'Sending...',
    sent: 'A new link is on its way to {{email}}.',
  },
};

export const settingsNamespace = namespace('settings', settings);
