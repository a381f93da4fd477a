(globalThis.__zod_globalConfig??={}).jitless=!0;
