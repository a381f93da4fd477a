/** The K-lama score of a show (ARCHITECTURE 9.2, decision 0041). */
import { z } from 'zod';

/** `score`: the Bayesian average, two decimals; `raters`: how many eligible accounts rated the show. */
export const CommunityScore = z.object({ score: z.number(), raters: z.number().int() });
export type CommunityScore = z.infer<typeof CommunityScore>;
