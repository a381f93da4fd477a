/** The suites that sign an admin in; global setup makes one admin for each (e2e/global-setup.ts). */
export const ADMIN_SUITES = ['console', 'consoleNarrow', 'consoleAxe', 'moderation', 'narrow', 'forms', 'community', 'curated'] as const;
export type AdminSuite = (typeof ADMIN_SUITES)[number];
