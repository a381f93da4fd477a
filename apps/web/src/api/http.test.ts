import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/render';
import { KEEPALIVE_MAX_BODY, send } from './http';
import { memberApi } from './member-paths';

describe('send', () => {
  it('sends a small write with keepalive, so a save in flight survives the page being closed', async () => {
    const calls = stubApi(() => json({}));
    await send(memberApi('updateEntry', { showId: 9000001 }), { method: 'PATCH', body: { rating: 8 } });
    expect(calls[0]).toMatchObject({ method: 'PATCH', keepalive: true });
  });

  it('sends reads and writes too big for the browser keepalive quota the ordinary way', async () => {
    const calls = stubApi(() => json({}));
    await send(memberApi('entry', { showId: 9000001 }));
    await send(memberApi('updateEntry', { showId: 9000001 }), { method: 'PATCH', body: { notes: 'x'.repeat(KEEPALIVE_MAX_BODY) } });
    expect(calls.map((c) => [c.method, c.keepalive])).toEqual([
      ['GET', false],
      ['PATCH', false],
    ]);
  });
});
