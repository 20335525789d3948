import { z } from 'zod';

/** Fields every agent target (codex, claude-code, vscode) shares, snake_case after key normalising. */
export const agentSettingsShape = {
  executable: z.string({ error: 'must be a command name or path' }).trim().min(1, 'must be a command name or path').optional(),
  args: z.array(z.string({ error: 'must be a list of strings' }), { error: 'must be a list of strings' }).optional(),
  cwd: z.string({ error: 'must be a folder path' }).min(1, 'must be a folder path').optional(),
  env: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String), { error: 'must be a map of variable names to values' })
    .optional(),
  timeout_seconds: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be a number of seconds greater than 0')
    .optional(),
};

/** How to fix each shared field. */
export const AGENT_FIXES: Record<string, string> = {
  executable: 'set executable to the command name on PATH or an absolute path',
  args: 'write args as a list, e.g. args: ["--verbose"]',
  cwd: 'set cwd to a folder, relative to the targets file',
  env: 'write env as a map, e.g. env: { MY_FLAG: "1" }',
  timeout_seconds: 'set timeout_seconds (alias timeoutSeconds) to a positive number, e.g. 600',
  model: 'set model to a model name, e.g. model: "gpt-5"',
};
