import { namespace } from '../../namespace';

/** Two-step sign-in: its Settings section and the sign-in screen's second step. */
export const twoFactor = {
  settings: {
    title: 'Two-step sign-in',
    intro:
      'After your password, K-lama also asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
    statusOn: 'Two-step sign-in is on. Recovery codes left: {{count}}.',
    statusOff: 'Two-step sign-in is off.',
    loading: 'Checking two-step sign-in…',
    start: 'Set up two-step sign-in',
    scan: 'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
    qrAlt: 'QR code for your authenticator app',
    manual: 'Or type this key into the app:',
    secretLabel: 'Setup key',
    code: 'The 6-digit code the app shows',
    confirm: 'Turn on',
    confirming: 'Turning on…',
    cancel: 'Cancel',
    codesTitle: 'Your recovery codes',
    codesIntro: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    copy: 'Copy codes',
    copied: 'Codes copied',
    copyFailed: 'Could not copy: select the codes and copy them',
    download: 'Download codes',
    codesFileHeading: 'K-lama recovery codes for {{username}}: each works once.',
    done: 'I have saved my codes',
    turnOn: 'Two-step sign-in is on.',
    offTitle: 'Turn off two-step sign-in',
    password: 'Your password',
    turnOff: 'Turn off',
    turningOff: 'Turning off…',
    turnedOff: 'Two-step sign-in is off.',
  },
  step: {
    title: 'Two-step sign-in',
    lead: 'Enter the 6-digit code from your authenticator app.',
    leadRecovery: 'Enter one of your recovery codes. Each works once.',
    code: 'Authenticator code',
    recoveryCode: 'Recovery code',
    submit: 'Sign in',
    submitting: 'Signing in…',
    useRecovery: 'Use a recovery code',
    useCode: 'Use the authenticator app',
    restart: 'Start again',
  },
};

export const twoFactorNamespace = namespace('twoFactor', twoFactor);
