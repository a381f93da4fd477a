/**
 * The admin API (ARCHITECTURE.md 7.4), registered in the admin access group (routes.ts): the plugins (exports named
 * `…Routes`) of every `*.routes.ts` module of this folder, so a new console screen adds its routes file and nothing
 * here. A route module left out, or a route of the contract's table not served, fails test/access/groups.test.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RoutePlugin } from '../access/groups.js';

const ROUTE_MODULE = /^[a-z-]+\.routes\.(js|ts)$/;

async function routeModules(): Promise<RoutePlugin[]> {
  const files = readdirSync(import.meta.dirname)
    .filter((file) => ROUTE_MODULE.test(file) && !file.startsWith('admin.routes.'))
    .sort();
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(join(import.meta.dirname, file)).href)));
  return modules.flatMap((module: Record<string, unknown>) =>
    Object.entries(module)
      .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'function')
      .map(([, plugin]) => plugin as RoutePlugin),
  );
}

export const adminRoutes: readonly RoutePlugin[] = await routeModules();
