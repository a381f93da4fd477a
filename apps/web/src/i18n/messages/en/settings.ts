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
};

export const settingsNamespace = namespace('settings', settings);
