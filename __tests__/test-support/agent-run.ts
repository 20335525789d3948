import { promises as fs } from 'node:fs';
import path from 'node:path';

/** One parsed results line (snake_case record). */
export type ResultRecord = Record<string, unknown> & { eval_id: string; score: number; candidate_answer: string };

/** Every record of a JSONL results file, sorted by eval id then iteration. */
export async function readRecords(file: string): Promise<ResultRecord[]> {
  const text = await fs.readFile(file, 'utf8');
  const records = text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as ResultRecord);
  return records.sort((a, b) => a.eval_id.localeCompare(b.eval_id) || Number(a.iteration) - Number(b.iteration));
}

/** Whether `file` exists. */
export async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** A `- id: …` eval case block asking `question`, as eval-file lines. */
export function caseLines(id: string, question = `question for ${id}`): string[] {
  return [
    `  - id: ${id}`,
    `    expected_outcome: answers ${id}`,
    '    input_messages:',
    '      - role: user',
    `        content: ${JSON.stringify(question)}`,
  ];
}

/** The node executable running the tests, quoted for a command template. */
export const NODE = JSON.stringify(process.execPath);

/** The lines of a text file, empty when it does not exist. */
export async function fileLines(file: string): Promise<string[]> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter((l) => l !== '');
}

/** The folder of a kept workspace copy's temp root (the copy is `<root>/<template name>`). */
export function workspaceRoot(workspacePath: string): string {
  return path.dirname(workspacePath);
}
