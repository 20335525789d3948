#!/usr/bin/env node
import { enableCompileCache } from '../process/compile-cache.js';
import { killAllProcessGroups } from '../process/process-group.js';
import { processIO } from './cli-io.js';
import { main } from './main.js';

// Node 22+: the chunks a command imports are compiled from the cache the last start left.
enableCompileCache();
// Whatever way the program ends (a second Ctrl-C exits at once), no child process group it started outlives it.
process.on('exit', () => killAllProcessGroups());
void main(process.argv, processIO(), process.stderr).then((code) => {
  // The results are written: exit once our own output is flushed, whatever a child still holds
  // open (a timed-out agent's setsid grandchild keeping a pipe alive would keep us waiting).
  process.exitCode = code;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
});
