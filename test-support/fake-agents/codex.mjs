// Fake Codex CLI: records argv, cwd, stdin and the files the prompt links to (whether they exist
// while it runs) to $FAKE_CODEX_RECORD, prints $FAKE_CODEX_STDERR to stderr, replays the event
// stream in $FAKE_CODEX_STREAM to stdout and exits with $FAKE_CODEX_EXIT (default 0).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const stdin = argv.at(-1) === '-' ? readFileSync(0, 'utf8') : undefined;
const prompt = stdin ?? argv.at(-1) ?? '';
const links = [...prompt.matchAll(/\]\((file:\/\/[^)\s]+)\)/g)].map(([, url]) => {
  const file = fileURLToPath(url);
  return { file, exists: existsSync(file), content: existsSync(file) ? readFileSync(file, 'utf8') : undefined };
});
if (process.env.FAKE_CODEX_RECORD) {
  writeFileSync(process.env.FAKE_CODEX_RECORD, JSON.stringify({ argv, cwd: process.cwd(), stdin, links }));
}
if (process.env.FAKE_CODEX_STDERR) process.stderr.write(process.env.FAKE_CODEX_STDERR);
if (process.env.FAKE_CODEX_STREAM) process.stdout.write(readFileSync(process.env.FAKE_CODEX_STREAM, 'utf8'));
process.exit(Number(process.env.FAKE_CODEX_EXIT ?? 0));
