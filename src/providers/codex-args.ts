import type { CodexSettings } from './codex-settings.js';

/**
 * How an approval preset reaches `codex exec`: the three presets of Codex's `/approvals` menu map
 * to their exec flags; a bare approval policy is passed as a config override, because `exec` takes
 * `-c key=value` while `--ask-for-approval` belongs to the interactive CLI.
 */
const APPROVAL_ARGS: Record<NonNullable<CodexSettings['approval_preset']>, string[]> = {
  'read-only': ['--sandbox', 'read-only'],
  auto: ['--full-auto'],
  'full-access': ['--dangerously-bypass-approvals-and-sandbox'],
  untrusted: ['-c', 'approval_policy="untrusted"'],
  'on-failure': ['-c', 'approval_policy="on-failure"'],
  'on-request': ['-c', 'approval_policy="on-request"'],
  never: ['-c', 'approval_policy="never"'],
};

/**
 * Arguments of `codex exec --json` for one run. `prompt` is the last argument, after `--` so a
 * prompt starting with a dash is never read as a flag; pass `-` to have Codex read it from stdin.
 * `--skip-git-repo-check` because scratch workspaces are not git repositories.
 */
export function codexArgs(settings: CodexSettings, workDir: string, prompt: string): string[] {
  return [
    'exec',
    '--json',
    '--skip-git-repo-check',
    '--cd',
    workDir,
    ...(settings.profile ? ['--profile', settings.profile] : []),
    ...(settings.model ? ['--model', settings.model] : []),
    ...(settings.approval_preset ? APPROVAL_ARGS[settings.approval_preset] : []),
    ...(settings.args ?? []),
    '--',
    prompt,
  ];
}
