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
  forgot: {
    link: 'Forgot password?',
    title: 'Forgot your password?',
    metaTitle: 'Forgot password | K-lama',
    lead: 'Type the email address of your account and we will mail you a link to choose a new password.',
    submit: 'Send the link',
    submitting: 'Sending...',
    sentTitle: 'Check your mail',
    sent: 'If an account uses {{email}}, a link to choose a new password is on its way. It works once, for 30 minutes. No mail? Look in the spam folder, or ask again.',
    back: 'Back to login',
  },
  reset: {
    title: 'Choose a new password',
    metaTitle: 'New password | K-lama',
    lead: 'At least 8 characters. Setting it signs you out on every device.',
    newPassword: 'New password',
    submit: 'Save the new password',
    submitting: 'Saving...',
    doneTitle: 'Your password is changed',
    done: 'Sign in with your new password.',
    signIn: 'Login',
    noToken: 'This link is incomplete. Open the link from the mail again, or ask for a new one.',
    askAgain: 'Ask for a new link',
  },
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
