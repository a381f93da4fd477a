import { useEffect, useRef, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../api/request';
import { followLanguage, languageKeyHash, setQueryClientLanguage } from '../api/catalogue-language';
import { useLanguage } from '../stores/general';

/** A query client whose cache is keyed by its language (api/catalogue-language.ts). */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // a 4xx will not change by asking again
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, queryKeyHashFn: languageKeyHash(client) } });
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  // before the screens read: their reads are made and cached in the language they are shown in
  const language = useLanguage();
  setQueryClientLanguage(client, language);
  const followed = useRef(language);
  useEffect(() => {
    if (followed.current === language) return;
    followed.current = language;
    followLanguage(client);
  }, [client, language]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
