import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

const POLL_MS = 25;

/**
 * Ends a whole process group: SIGTERM, then SIGKILL when anything is still alive after `graceMs`.
 * Signalling the group (not just the shell) is what reaches grandchildren an agent spawned.
 */
export async function killProcessGroup(pgid: number, graceMs: number): Promise<void> {
  // Frozen first, so no member can leave the group (setsid) between the look-up and the signals;
  // then the descendants that already left are found while the leader still ties them to us
  // (once it is gone they are re-parented to PID 1), frozen too, and ended with the group.
  if (!signalGroup(pgid, 'SIGSTOP')) return;
  const escaped = descendantsOutside(pgid);
  for (const pid of escaped) signalPid(pid, 'SIGSTOP');
  try {
    signalGroup(pgid, 'SIGTERM');
    signalGroup(pgid, 'SIGCONT');
    for (const pid of escaped) {
      signalPid(pid, 'SIGTERM');
      signalPid(pid, 'SIGCONT');
    }
    if (await waitUntilGone(pgid, graceMs)) return;
    signalGroup(pgid, 'SIGKILL');
    await waitUntilGone(pgid, 1000);
  } finally {
    for (const pid of escaped) signalPid(pid, 'SIGKILL');
  }
}

/** Descendants of `leader` that run in another process group (they called setsid or setpgid). */
function descendantsOutside(leader: number): number[] {
  const children = new Map<number, number[]>();
  const groupOf = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    groupOf.set(pid, Number(pgrp));
    const siblings = children.get(Number(ppid));
    if (siblings) siblings.push(pid);
    else children.set(Number(ppid), [pid]);
  }
  const out: number[] = [];
  const queue = [...(children.get(leader) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (groupOf.get(pid) !== leader) out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Sends `signal` to every member of the group; false when the group no longer exists. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH' || code === 'EPERM') return false;
    throw error;
  }
}

async function waitUntilGone(pgid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += POLL_MS) {
    if (!groupAlive(pgid)) return true;
    await delay(POLL_MS);
  }
  return !groupAlive(pgid);
}

/**
 * Whether any member of the group still runs. Killed grandchildren are re-parented to PID 1 and
 * stay zombies until it reaps them (slowly, or never when PID 1 is not an init), so on Linux the
 * members are read from /proc and zombies do not count; elsewhere signal 0 is the test.
 */
function groupAlive(pgid: number): boolean {
  if (!signalGroup(pgid, 0)) return false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the parenthesised command name: state ppid pgrp ...
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}

/**
 * Process groups this process started and has not seen end. A door empties it when it stops or
 * exits, so nothing the tool started outlives it, even a group whose case was never told to stop.
 */
const liveGroups = new Set<number>();

/** Remembers a group started by {@link startProcess} until it ends. */
export function trackGroup(pgid: number): void {
  liveGroups.add(pgid);
}

export function untrackGroup(pgid: number): void {
  liveGroups.delete(pgid);
}

/**
 * SIGKILLs every group still remembered, at once and synchronously: for a door that is going away
 * (`process.on('exit')`, a second stop signal), where there is no time for SIGTERM's grace.
 */
export function killAllProcessGroups(): number {
  let killed = 0;
  for (const pgid of liveGroups) if (signalGroup(pgid, 'SIGKILL')) killed++;
  liveGroups.clear();
  return killed;
}
