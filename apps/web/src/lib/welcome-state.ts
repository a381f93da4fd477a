/** What the home page is given when a new account lands there: it greets the fan and points at the diary. */
export type WelcomeState = { welcome: true };
export const isWelcome = (state: unknown): boolean => (state as Partial<WelcomeState> | null)?.welcome === true;
