import { killAllProcessGroups } from '../process/process-group.js';
import { run } from './main.js';

// No child process group the Action started (agents, code evaluators, setup commands) outlives it.
process.on('exit', () => killAllProcessGroups());
void run();
