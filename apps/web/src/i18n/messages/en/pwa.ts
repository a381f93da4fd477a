import { namespace } from '../../namespace';
/** The installable app (decision 0051): its notices, its offline page and its manifest. */
export const pwa = {
  offline: 'You’re offline. Pages you have already visited are still here.',
  updateReady: 'A new version of K-lama is ready.',
  reload: 'Reload',
  dismiss: 'Later',
  offlinePage: {
    title: 'Offline | K-lama',
    heading: 'K-lama is offline',
    body: 'This page isn’t saved on this device and there is no connection. Pages you have already visited open without one.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  manifest: {
    description: 'A catalogue of Korean dramas: search by English or Korean title, browse lists and find where to watch.',
  },
};

export const pwaNamespace = namespace('pwa', pwa);
