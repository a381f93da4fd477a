/** Retries `check` until it passes or `withinMs` is over (then its last failure is thrown): for what another instance learns "within 5 s". */
export async function eventually(check: () => Promise<void>, withinMs = 5000, everyMs = 50): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
