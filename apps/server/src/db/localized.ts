/**
 * A text in a catalogue language (decision 0049): the Korean text sits beside the English in a `<column>_ko` column
 * of the same row; a read in Korean takes it, or the English where there is none. English reads the column as it is.
 */
import type { CatalogueLanguage } from '@klama/contract';
import { sql, type Sql } from './sql.js';

/** `english` and `korean` are the two columns (e.g. sql`s.name`, sql`s.name_ko`). */
export const localized = (language: CatalogueLanguage, english: Sql, korean: Sql): Sql =>
  language === 'ko' ? sql`coalesce(${korean}, ${english})` : english;
