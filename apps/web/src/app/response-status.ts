import { createContext, useContext } from 'react';

/** What a server render answers with; the page under render sets it (the browser has no such object). */
export class ResponseStatus {
  code = 200;
  set(code: number) {
    this.code = code;
  }
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** A page showing a not-found state calls this so the server answers 404 (a no-op in the browser); null sets nothing. */
export function useResponseStatus(code: number | null = 404) {
  const status = useContext(ResponseStatusContext);
  if (code !== null) status?.set(code);
}
