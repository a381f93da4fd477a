/** Google Identity Services, loaded only on the screens with a Google button and only when a client id is configured. */
import { CodedError } from '../api/http';
type CredentialResponse = { credential: string };
type GoogleId = {
  initialize: (options: { client_id: string; callback: (response: CredentialResponse) => void; ux_mode?: 'popup' }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
};
type GoogleGlobal = { accounts: { id: GoogleId } };

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleId> {
  const existing = (window as unknown as { google?: GoogleGlobal }).google;
  if (existing) return Promise.resolve(existing.accounts.id);
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleGlobal }).google;
      if (google) resolve(google.accounts.id);
      else reject(new CodedError('Google sign-in did not load', 'googleDidNotLoad'));
    };
    script.onerror = () => {
      loading = null;
      reject(new CodedError('Google sign-in could not be loaded', 'googleCouldNotLoad'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
