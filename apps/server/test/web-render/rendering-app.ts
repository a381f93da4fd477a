/** A test app serving the built web app with its server renderer (built first when missing), for one test file. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { ensureWebBuild } from '../web-build.js';

/** The site address the rendered pages' canonical, Open Graph and JSON-LD links start with. */
export const SITE = 'https://klama.example';

export function useRenderingApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    ensureWebBuild();
    t = await createTestApp({ serveWeb: true, env: { SITE_URL: SITE } });
  }, 600_000);
  afterAll(() => t?.close());
  const app = () => t!;
  /** A plain GET, as a crawler or a link preview makes it. */
  const get = (url: string, headers: Record<string, string> = {}) => app().app.inject({ method: 'GET', url, headers });
  return { app, get };
}
