/**
 * A namespace with its English messages. Screens ask for a namespace through this reference (never by name), so a
 * namespace's English travels in the chunks that use it, not in every page's first load; other languages load
 * whole (Korean is its own chunk) and already hold it.
 */
export interface NamespaceRef<NS extends string = string> {
  readonly name: NS;
  readonly english: object;
}

export const namespace = <NS extends string>(name: NS, english: object): NamespaceRef<NS> => ({ name, english });
