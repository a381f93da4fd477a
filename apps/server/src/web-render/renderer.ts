/** Loads the web app's server renderer, built by `npm run build:web` into apps/web/dist-server. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '@klama/contract';

/** The built renderer, or null when the web app was built without it. */
export async function loadRenderer(serverDistDir: string): Promise<ServerRenderer | null> {
  const entry = join(serverDistDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}
