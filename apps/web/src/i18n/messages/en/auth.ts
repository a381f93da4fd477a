import { namespace } from '../../namespace';
/** Login, sign-up, Google sign-in and completing a Google profile (spec §2, §4, §5: the English is the spec's). */
export const auth = {
  fields: { username: 'Username', email: 'Email', password: 'Password' },
  meta: { description: 'Sign in to K-lama to keep lists of the dramas you like, bookmark and watch.' },
  login: {
    title: 'Login',
    metaTitle: 'Login | K-lama',
    lead: 'Welcome back to K-lama.',
    submit: 'Login',
    submitting: 'Logging in...',
    switchPrompt: "Don't have an account? ",
    switchLink: 'Sign Up',
  },
  signup: {
    title: 'Sign Up',
    metaTitle: 'Sign Up | K-lama',
    lead: 'Create an account to keep your drama lists.',
    submit: 'Sign Up',
    submitting: 'Creating account...',
    switchPrompt: 'Already have an account? ',
    switchLink: 'Login',
  },
  google: { or: 'or' },
  complete: {
    title: 'Create Username',
    metaTitle: 'Create Username | K-lama',
    metaDescription: 'Complete registration by creating a username.',
    lead: 'Complete registration by creating a username',
    submit: 'Complete Registration',
    submitting: 'Saving...',
  },
};

export const authNamespace = namespace('auth', auth);
