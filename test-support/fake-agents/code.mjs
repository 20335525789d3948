// Fake VS Code launcher. Reads the prompt file given after --add-file (or --prompt-file) and the
// response path from the prompt file itself (the line after "[[ ## answer ## ]]"'s instruction),
// records argv, cwd and the prompt to $FAKE_CODE_RECORD, then by $FAKE_CODE_MODE:
//   answer (default): writes "answer to <question>" to the response file in two chunks, and exits 0
//   linger: writes its pid to $FAKE_CODE_PID_FILE, answers after a pause and keeps running
//   fail:   prints "cannot open window" to stderr and exits 3 without answering
//   silent: exits 0 without ever answering
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const flag = Math.max(argv.indexOf('--add-file'), argv.indexOf('--prompt-file'));
const prompt = readFileSync(argv[flag + 1], 'utf8');
const lines = prompt.split('\n');
const responseFile = lines[lines.indexOf('[[ ## answer ## ]]') + 2];
const question = lines[lines.indexOf('[[ ## question ## ]]') + 1];
if (process.env.FAKE_CODE_RECORD) {
  writeFileSync(process.env.FAKE_CODE_RECORD, JSON.stringify({ argv, cwd: process.cwd(), prompt, responseFile }));
}
const mode = process.env.FAKE_CODE_MODE ?? 'answer';
if (mode === 'fail') {
  process.stderr.write('cannot open window\n');
  process.exit(3);
}
if (mode === 'answer') {
  writeFileSync(responseFile, 'answer to ');
  appendFileSync(responseFile, `${question}\n`);
}
if (mode === 'linger') {
  writeFileSync(process.env.FAKE_CODE_PID_FILE, String(process.pid));
  setTimeout(() => writeFileSync(responseFile, `late answer to ${question}\n`), 200);
  setInterval(() => {}, 1000);
}
