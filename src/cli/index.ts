#!/usr/bin/env node
import { processIO } from './cli-io.js';
import { main } from './main.js';

void main(process.argv, processIO(), process.stderr).then((code) => {
  process.exitCode = code;
});
