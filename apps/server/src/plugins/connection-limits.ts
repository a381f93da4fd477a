/** Server options that keep a slow or idle client from holding connections (and file descriptors) for ever. */
import type { ServerOptions } from 'node:http';
import type { Config } from '../config.js';

export function connectionLimits(limits: Config['limits']): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for overdue requests only this often (30 s by default): a timeout is enforced within it
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(limits.headersTimeoutMs / 2))),
    },
  };
}
