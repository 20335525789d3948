#!/usr/bin/env node
// Fake cli agent: records its argv (JSON) to $FAKE_ARGV_FILE and prints "ok".
import { writeFileSync } from 'node:fs';

writeFileSync(process.env.FAKE_ARGV_FILE, JSON.stringify(process.argv.slice(2)));
process.stdout.write('ok\n');
