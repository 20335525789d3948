// Fake Claude Code CLI: records argv, cwd and stdin (read when no prompt follows -p) to
// $FAKE_CLAUDE_RECORD, replays $FAKE_CLAUDE_STREAM to stdout, prints $FAKE_CLAUDE_STDERR to stderr
// and exits with $FAKE_CLAUDE_EXIT (default 0).
import { readFileSync, writeFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const promptArg = argv[0] === '-p' && argv[1] !== undefined && !argv[1].startsWith('--') ? argv[1] : undefined;
const stdin = promptArg === undefined ? readFileSync(0, 'utf8') : undefined;
if (process.env.FAKE_CLAUDE_RECORD) {
  writeFileSync(process.env.FAKE_CLAUDE_RECORD, JSON.stringify({ argv, cwd: process.cwd(), stdin }));
}
if (process.env.FAKE_CLAUDE_STDERR) process.stderr.write(process.env.FAKE_CLAUDE_STDERR);
if (process.env.FAKE_CLAUDE_STREAM) process.stdout.write(readFileSync(process.env.FAKE_CLAUDE_STREAM, 'utf8'));
process.exit(Number(process.env.FAKE_CLAUDE_EXIT ?? 0));
