// A stream of community writes for bench/community-writes.mjs, in its own process so that the load generator's
// event loop measures reads only. Input (JSON in argv[2]): { base, fans: [{ token }], showIds, reviewIds, rate }.
// Writes about `rate` a second until SIGTERM: 80 % diary ratings (PATCH user-show/entry), 15 % helpful votes given or
// taken back, 5 % reviews replaced. Prints one JSON line of counts when stopped.
const { base, fans, voters, showIds, reviewIds, rate, mix = { rating: 0.8, vote: 0.15 } } = JSON.parse(process.argv[2]);
const counts = { rating: 0, vote: 0, review: 0, failed: 0, statuses: {} };
let n = 0;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function send(method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.arrayBuffer();
  if (!res.ok) {
    counts.failed += 1;
    counts.statuses[res.status] = (counts.statuses[res.status] ?? 0) + 1;
  }
  return res.ok;
}

function oneWrite() {
  const fan = pick(fans);
  const roll = Math.random();
  n += 1;
  if (roll < mix.rating) {
    counts.rating += 1;
    return send('PATCH', `/api/user-show/entry/${pick(showIds)}`, fan.token, { rating: 1 + Math.floor(Math.random() * 19) / 2 });
  }
  if (roll < mix.rating + mix.vote) {
    counts.vote += 1;
    return send(n % 2 ? 'PUT' : 'DELETE', `/api/reviews/${pick(reviewIds)}/helpful`, pick(voters).token);
  }
  counts.review += 1;
  return send('PUT', `/api/show/${pick(showIds)}/review`, fan.token, {
    title: `Seen again, round ${n}`,
    body: 'A second look at the pacing, the leads and the soundtrack: it holds up better than I remembered it.',
    rating: 1 + Math.floor(Math.random() * 19) / 2,
  });
}

const inFlight = new Set();
const timer = setInterval(() => {
  // a steady rate, whatever each write takes: never more than 64 at once
  for (let i = 0; i < rate / 20 && inFlight.size < 64; i++) {
    const p = oneWrite().catch(() => (counts.failed += 1));
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }
}, 50);

process.on('SIGTERM', async () => {
  clearInterval(timer);
  await Promise.allSettled([...inFlight]);
  console.log(JSON.stringify(counts));
  process.exit(0);
});
