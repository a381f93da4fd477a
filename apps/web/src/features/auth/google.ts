/** Google Identity Services (the loader is shared: Settings asks Google again before an account is deleted). */
export { loadGoogleIdentity } from '../../lib/google-identity';
