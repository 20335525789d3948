#!/usr/bin/env node
import { killAllProcessGroups } from '../process/process-group.js';
import { main, processIO } from './main.js';

// Whatever way the program ends (a second Ctrl-C exits at once), no child process group it started outlives it.
process.on('exit', () => killAllProcessGroups());
void main(process.argv, processIO(), process.stderr).then((code) => {
  process.exitCode = code;
});
