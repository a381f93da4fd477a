/**
 * The installable app's notices (decision 0051), at the foot of the window: "you're offline" while the connection is
 * gone, and "a new version is ready" with a Reload button when a new service worker waits. A polite live region:
 * announced, never taking the focus; its buttons are in the page's tab order (the last things in it).
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '../../components/Button';
import { I18nProvider } from '../../i18n/I18nProvider';
import { pwaNamespace } from '../../i18n/messages/en/pwa';
import { useTranslation } from '../../i18n/react';
import './pwa.css';

interface NoticeState {
  /** null until the connection has changed once (or the page loaded offline) */
  online: boolean | null;
  /** the new service worker waiting to take over, until the fan reloads or dismisses it */
  update: { apply: () => void } | null;
}

let state: NoticeState = { online: null, update: null };
const listeners = new Set<() => void>();
const setState = (next: Partial<NoticeState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let mounted = false;
function mount() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider>
      <AppNotices />
    </I18nProvider>,
  );
}

export function showConnection(online: boolean) {
  setState({ online });
  mount();
}

export function offerUpdate(apply: () => void) {
  setState({ update: { apply } });
  mount();
}

export function AppNotices() {
  const { t } = useTranslation(pwaNamespace);
  const { online, update } = useSyncExternalStore(subscribe, () => state);
  return (
    <div className="app-notices" role="status">
      {online === false && <p className="app-notice app-notice--offline">{t('offline')}</p>}
      {update && (
        <div className="app-notice">
          <p>{t('updateReady')}</p>
          <div className="app-notice__actions">
            <Button variant="primary" size="small" onClick={update.apply}>
              {t('reload')}
            </Button>
            <Button variant="quiet" size="small" onClick={() => setState({ update: null })}>
              {t('dismiss')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
