/** Rows a mapped show refers to by id and name: networks, and providers with their display order. */
export interface NamedRow {
  id: number;
  name: string;
  logoPath: string | null;
}
export interface ProviderRow extends NamedRow {
  displayPriority: number;
}
