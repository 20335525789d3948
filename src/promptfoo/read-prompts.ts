import { stat } from 'node:fs/promises';
import path from 'node:path';
import { globFiles, isGlob } from './glob-files.js';
import { JS_EXTENSIONS, type PromptfooPrompt } from './render-prompt.js';
import { refuse } from './refuse.js';
import { type PromptFile, type PromptInput, type PromptSource, readPromptFile } from './read-prompt-file.js';
import { isRecord } from '../config/is-record.js';

/** Extensions promptfoo takes a prompt string for a file by (`maybeFilePath`). */
const FILE_EXTENSIONS = [
  '.cjs',
  '.cts',
  '.j2',
  '.js',
  '.json',
  '.jsonl',
  '.md',
  '.mjs',
  '.mts',
  '.py',
  '.ts',
  '.txt',
  '.yml',
  '.yaml',
];

/**
 * `prompts:` as promptfoo 0.123.1 reads it: a string or a list of strings and `{raw|id, label,
 * config}` objects, or a map of path to label; `file://` paths and globs to .txt (split at `---`
 * lines), .md, .j2, .json (one chat), .jsonl (one per line), .yaml, .csv (one per row), JS and
 * Python prompt functions.
 */
export async function readPrompts(value: unknown, src: PromptSource): Promise<PromptfooPrompt[]> {
  const prompts: PromptfooPrompt[] = [];
  for (const input of normalize(value, src)) {
    const batch = await processPrompt(input, src, true);
    if (batch.length === 0)
      refuse(
        src.configFile,
        `there are no prompts in ${JSON.stringify(input.raw)}`,
        'check the path of the prompt file',
      );
    prompts.push(...batch);
  }
  return prompts;
}

function normalize(value: unknown, src: PromptSource): PromptInput[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0) || value === '') {
    refuse(src.configFile, 'prompts: is empty', 'add at least one prompt, e.g. prompts: ["Answer: {{ question }}"]');
  }
  if (typeof value === 'string') return [{ raw: value }];
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (typeof item === 'string') return { raw: item };
      // A chat array (AgentV 5 writes them) is what promptfoo falls back to for any other shape: its JSON is the prompt
      // and the label.
      if (Array.isArray(item)) {
        // AgentV 5 takes a chat array as a prompt (its JSON is the prompt and the label); promptfoo refuses it.
        if (!src.agentv5)
          refuse(
            src.configFile,
            `a prompt must be text or an object with raw: or label:, got a list ${JSON.stringify(item).slice(0, 80)}`,
            'put the chat in a .json file and name it with file://',
          );
        return { raw: JSON.stringify(item), label: JSON.stringify(item), literal: true };
      }
      if (src.agentv5 && isRecord(item) && item.prompt !== undefined && item.raw === undefined) {
        // AgentV 5's `{id, label, prompt}`: the prompt is text or a chat array.
        const raw = typeof item.prompt === 'string' ? item.prompt : JSON.stringify(item.prompt);
        const label = typeof item.label === 'string' ? item.label : typeof item.id === 'string' ? item.id : raw;
        return { raw, label, literal: true };
      }
      if (item !== null && typeof item === 'object') {
        const { raw, id, label, config } = item as Record<string, unknown>;
        const text = typeof raw === 'string' && raw !== '' ? raw : id;
        if (typeof text !== 'string')
          refuse(
            src.configFile,
            `a prompt object needs raw: or id: text, got ${JSON.stringify(item).slice(0, 80)}`,
            'write it as {raw: "...", label: "..."}',
          );
        // A prompt's config is merged into its provider's request by promptfoo; this tool sends the provider's own.
        if (config !== undefined)
          refuse(
            src.configFile,
            `prompt ${label ?? text} has a config:, which this tool does not merge into the provider's`,
            "move the settings to the provider's config:",
          );
        return {
          raw: text,
          ...(typeof label === 'string' ? { label } : {}),
          ...(typeof id === 'string' && id !== '' ? { id } : {}),
        };
      }
      return refuse(
        src.configFile,
        `a prompt must be text or an object, got ${JSON.stringify(item)}`,
        'write it as text or as {raw, label}',
      );
    });
  }
  if (isRecord(value)) return Object.entries(value).map(([raw, label]) => ({ raw, label: String(label) }));
  return refuse(src.configFile, `prompts: must be a list, got ${typeof value}`, 'write prompts: as a list');
}

function maybeFilePath(text: string): boolean {
  if (['\n', 'portkey://', 'langfuse://', 'helicone://'].some((s) => text.includes(s))) return false;
  if (text.startsWith('file://')) return true;
  const tokens = text.split(':');
  const last = tokens[tokens.length - 1] ?? '';
  const before = tokens[tokens.length - 2] ?? '';
  if (FILE_EXTENSIONS.some((ext) => last.endsWith(ext) || before.endsWith(ext))) return true;
  // promptfoo also takes text for a path when it looks like one: `x.md`-like endings, `*`, slashes.
  return text.charAt(text.length - 3) === '.' || text.charAt(text.length - 4) === '.' || /[*/\\]/.test(text);
}

/** `path:function` when the part before the last colon is a JS or Python file. */
export function splitFunction(ref: string): { file: string; functionName?: string } {
  const at = ref.lastIndexOf(':');
  if (at > 1) {
    const file = ref.slice(0, at);
    if ([...JS_EXTENSIONS, '.py'].some((ext) => file.endsWith(ext))) return { file, functionName: ref.slice(at + 1) };
  }
  return { file: ref };
}

async function processPrompt(input: PromptInput, src: PromptSource, expandGlobs: boolean): Promise<PromptfooPrompt[]> {
  if (input.raw.startsWith('exec:'))
    refuse(
      src.configFile,
      `prompt ${input.raw} is an executable prompt, which this tool does not run`,
      'write the prompt as text, a file, or a JS/Python prompt function',
    );
  if (input.literal || !maybeFilePath(input.raw))
    return [
      {
        raw: input.raw,
        label: input.label ?? input.raw,
        ...(input.id ? { id: input.id } : {}),
        ...(input.config ? { config: input.config } : {}),
      },
    ];
  const file = promptFile(input.raw, src);
  const isDir = await stat(file.absolute).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (expandGlobs && (isGlob(file.relative) || isDir)) return expandPromptGlob(input, file, isDir, src);
  const exists = await stat(file.absolute).then(
    (s) => s.isFile(),
    () => false,
  );
  // Text promptfoo took for a path that is no file: promptfoo stops with "There are no prompts in …".
  if (!exists) return [];
  return readPromptFile(file, input, src);
}

/** Where a prompt's path points: relative to the config's folder, guarded, shown under the label base. */
function promptFile(raw: string, src: PromptSource): PromptFile {
  const ref = raw.startsWith('file://') ? raw.slice('file://'.length) : raw;
  const { file: relative, functionName } = splitFunction(ref);
  const absolute = src.guard(path.resolve(src.configDir, relative));
  const shown = path.join(src.labelBase, path.relative(src.configDir, absolute));
  return { relative, absolute, shown, ...(functionName !== undefined ? { functionName } : {}) };
}

/** A glob or a folder: the prompts of each file it matches, or the text itself when it matches none. */
async function expandPromptGlob(
  input: PromptInput,
  { relative, functionName }: PromptFile,
  isDir: boolean,
  src: PromptSource,
): Promise<PromptfooPrompt[]> {
  const files = await globFiles(isDir ? `${relative.replace(/\/$/, '')}/*` : relative, src.configDir);
  const prompts: PromptfooPrompt[] = [];
  for (const file of files)
    prompts.push(...(await processPrompt({ raw: functionName ? `${file}:${functionName}` : file }, src, false)));
  return prompts.length > 0 ? prompts : [{ raw: input.raw, label: input.label ?? input.raw }];
}
