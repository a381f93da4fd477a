// zod probes `new Function` when it builds an object schema unless it is jitless; the CSP (script-src 'self') refuses
// it and reports a violation. Its config lives on this global (what z.config writes), so setting it here costs the
// bundle nothing (importing zod's config would pull zod's core into it). main.tsx imports this module first, so it runs
// before any module that builds a schema as it loads (the contract's route table brings some into the entry).
// The object is changed, never replaced: a chunk that holds zod and loaded before this one keeps a reference to it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
