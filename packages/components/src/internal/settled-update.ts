/**
 * An element's `updateComplete` that also waits for work it started outside its update cycle (a
 * drawing it loads, say): `complete` (the element's own `super.getUpdateComplete()`) once the
 * promise `pending` returns has settled, again as long as a newer one started meanwhile, since
 * each load ends in an update of its own.
 */
export async function settledUpdate(
  complete: () => Promise<boolean>,
  pending: () => Promise<unknown>,
): Promise<boolean> {
  let done = await complete();
  for (let waited: Promise<unknown> | undefined; waited !== pending();) {
    waited = pending();
    await waited;
    done = await complete();
  }
  return done;
}
