/**
 * Abort listening that stays flat over a long run. Every wait of the run (a call's race against its
 * signal, a pacing or budget wait, a child process, a regex check, a sleep) listens on signals that
 * live as long as the run, and hundreds of thousands of waits come and go on each. Neither of the
 * obvious ways stays flat on Node 20 and 22: `EventTarget` keeps its listeners in a linked list whose
 * removed entries keep their links, so once one entry has outlived two young-generation collections
 * (one slow call), it holds every later entry and all its closure holds until the next full
 * collection; and a `Set` that entries come and go in is rebuilt every few additions, each
 * discarded table linked to the next (a 100,000-case dry run grew its old generation 2.5 times as
 * fast). Here a signal gets one listener, once, and its waits are a list whose removed entries are
 * emptied: nothing that ended is held by anything.
 */

type Listener = () => void;

interface Entry {
  listener: Listener | undefined;
  previous: Entry | undefined;
  next: Entry | undefined;
}

interface Waits {
  first: Entry | undefined;
  last: Entry | undefined;
}

const waitsOf = new WeakMap<AbortSignal, Waits>();

const nothing: () => void = () => undefined;

/**
 * Calls `listener` once when `signal` aborts, unless the returned function was called first. Like
 * `addEventListener`, it is never called for a signal that has already aborted: check
 * `signal.aborted` first. Listeners run in the order they were added; one that throws does not stop
 * the others, and the first error is thrown afterwards (an uncaught error, as from any listener).
 */
export function onAbort(signal: AbortSignal, listener: Listener): () => void {
  if (signal.aborted) return nothing;
  let waits = waitsOf.get(signal);
  if (!waits) {
    const created: Waits = { first: undefined, last: undefined };
    waitsOf.set(signal, created);
    signal.addEventListener('abort', () => callAll(signal, created), { once: true });
    waits = created;
  }
  const entry: Entry = { listener, previous: waits.last, next: undefined };
  if (waits.last) waits.last.next = entry;
  else waits.first = entry;
  waits.last = entry;
  const own = waits;
  return () => remove(own, entry);
}

/** How many waits listen on `signal` now (a wait whose call settled must not stay). */
export function waitsOn(signal: AbortSignal): number {
  let count = 0;
  for (let entry = waitsOf.get(signal)?.first; entry; entry = entry.next) count++;
  return count;
}

function remove(waits: Waits, entry: Entry): void {
  if (!entry.listener) return;
  if (entry.previous) entry.previous.next = entry.next;
  else waits.first = entry.next;
  if (entry.next) entry.next.previous = entry.previous;
  else waits.last = entry.previous;
  entry.listener = undefined;
  entry.previous = undefined;
  entry.next = undefined;
}

function callAll(signal: AbortSignal, waits: Waits): void {
  waitsOf.delete(signal);
  const errors: unknown[] = [];
  // Each entry is taken off before its listener runs; one that an earlier listener removed (its
  // wait ended first) is gone from the list and is not called.
  for (let entry = waits.first; entry; entry = waits.first) {
    const { listener } = entry;
    remove(waits, entry);
    try {
      listener?.();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
