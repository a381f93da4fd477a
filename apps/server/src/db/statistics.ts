import type { Queryable } from './client.js';

/**
 * Refreshes the planner's statistics after a bulk load. PGlite runs no autovacuum, and even on
 * PostgreSQL a fresh bulk load has none until autovacuum comes round: without them category and
 * Discover queries get nested-loop plans that are ten times slower.
 */
export async function refreshStatistics(db: Queryable): Promise<void> {
  await db.query('ANALYZE');
}
