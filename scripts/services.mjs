// Makes sure the local PostgreSQL and Redis the tests use are up, starting them when they are down.
import { execSync } from 'node:child_process';
import net from 'node:net';

const reachable = (port) =>
  new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => (s.destroy(), resolve(false)));
  });

const START = {
  postgres: { port: 5432, cmd: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -1) main start' },
  redis: {
    port: 6379,
    cmd: 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
};

export async function ensureService(name) {
  const { port, cmd } = START[name];
  if (await reachable(port)) return true;
  console.log(`${name} is down on 127.0.0.1:${port}: starting it`);
  try {
    execSync(cmd, { stdio: 'inherit', shell: '/bin/bash' });
  } catch {
    /* reported below */
  }
  for (let i = 0; i < 30; i++) {
    if (await reachable(port)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
