import 'i18next';
import type { Messages } from './messages/en';
import type { admin } from './messages/en/admin';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `admin` is registered by the console itself when it loads (features/admin/admin-messages.tsx)
    resources: Messages & { admin: typeof admin };
  }
}
