import { describe, expect, it } from 'vitest';
import { LANDING } from './AppRoutes';
import { LANDING_PAGES, type LandingPage } from './landing-routes';

describe('landing routes', () => {
  it("the router's landing screens load the modules the build and the boot script name", async () => {
    for (const [page, { module }] of Object.entries(LANDING_PAGES) as [LandingPage, { module: string }][]) {
      // each landing module exports the screen under its file name
      const component = module.replace(/^.*\/|\.tsx$/g, '');
      const named = (await import(`../${module}`)) as Record<string, unknown>;
      await LANDING[page].preload();
      expect(named[component], page).toBeTypeOf('function');
      // the preloaded screen renders the named component itself (no lazy fallback)
      expect((LANDING[page] as unknown as () => { type: unknown })().type, page).toBe(named[component]);
    }
  });
});
