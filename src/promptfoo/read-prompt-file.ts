import { readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { importUserModule } from '../config/import-user-module.js';
import { callPython } from './call-python.js';
import { envBool } from './promptfoo-env.js';
import { JS_EXTENSIONS, type PromptfooPrompt } from './render-prompt.js';
import { refuse } from './refuse.js';
import type { RootGuard } from './root-guard.js';
import { parseCsv } from './parse-csv.js';

/** One entry of `prompts:`, normalized. */
export interface PromptInput {
  raw: string;
  label?: string;
  /** The entry's `id`, which `prompts:` filters match besides the label. */
  id?: string;
  /** Text that is the prompt itself, never a path (a chat array, AgentV 5's `prompt:`). */
  literal?: boolean;
  config?: Record<string, unknown>;
}

/** Where prompts are read from: the config's folder, and how file paths are shown in labels. */
export interface PromptSource {
  configFile: string;
  configDir: string;
  /** Prefix of file paths in labels: the config's folder relative to the working folder, as promptfoo's `basePath`. */
  labelBase: string;
  env: Record<string, string | undefined>;
  /** AgentV 5's dialect: chat arrays and `{id, label, prompt}` objects are prompts too. */
  agentv5?: boolean;
  guard: RootGuard;
}

/** A prompt file: as written, resolved, shown in labels, and the function it names (`file.py:fn`). */
export interface PromptFile {
  relative: string;
  absolute: string;
  shown: string;
  functionName?: string;
}

/**
 * The prompts of one existing file, by its type as promptfoo 0.123.1 reads it: .txt split at
 * `---` lines, .md and .j2 whole, .json as one chat, .jsonl one per line, .yaml as JSON, .csv one
 * per row, JS and Python prompt functions.
 */
export async function readPromptFile(
  file: PromptFile,
  input: PromptInput,
  src: PromptSource,
): Promise<PromptfooPrompt[]> {
  const ext = path.extname(file.absolute).toLowerCase();
  if (JS_EXTENSIONS.includes(ext)) return [await jsPrompt(file.absolute, file.shown, file.functionName, input)];
  const reader = TEXT_READERS.get(ext);
  if (!reader)
    return refuse(
      src.configFile,
      `prompt ${input.raw} has a file type this tool does not read`,
      'use .txt, .md, .j2, .json, .jsonl, .yaml, .csv, a JS or a Python prompt file',
    );
  const content = await readFile(file.absolute, 'utf8').catch(() =>
    refuse(
      src.configFile,
      `prompt file ${file.relative} cannot be read`,
      'check the path (it is relative to the config file)',
    ),
  );
  return reader(content, file, input, src);
}

/** The prompts of a file's text, given the file, the entry that names it and the config's source. */
type TextReader = (
  content: string,
  file: PromptFile,
  input: PromptInput,
  src: PromptSource,
) => PromptfooPrompt[] | Promise<PromptfooPrompt[]>;

/** The entry's own config, carried onto each prompt it yields. */
const configOf = (input: PromptInput) => (input.config ? { config: input.config } : {});

/** .txt: one prompt per part between `---` lines, each labelled with the file and its text. */
const textPrompts: TextReader = (content, { shown }, input) => {
  const prompts: PromptfooPrompt[] = [];
  let buffer: string[] = [];
  const flush = () => {
    const raw = buffer.join('\n').trim();
    if (raw.length > 0)
      prompts.push({ raw, label: input.label ? `${input.label}: ${shown}: ${raw}` : `${shown}: ${raw}` });
    buffer = [];
  };
  for (const line of content.split(/\r?\n/)) {
    if (line.trim() === '---') flush();
    else buffer.push(line);
  }
  flush();
  return prompts;
};

/** .md and .j2: the whole file is one prompt. */
const wholePrompt: TextReader = (content, { shown }, input) => [
  { raw: content, label: input.label || `${shown}: ${content.slice(0, 50)}...`, ...configOf(input) },
];

/** .json: one prompt, its JSON compacted (kept as written when it does not parse, as promptfoo keeps it). */
const jsonPrompt: TextReader = (content, { shown }, input) => {
  let processed = content;
  try {
    processed = JSON.stringify(JSON.parse(content));
  } catch {
    // Kept as written, as promptfoo keeps it.
  }
  return [{ raw: processed, label: input.label || `${shown}: ${processed}`, ...configOf(input) }];
};

/** .jsonl: one prompt per non-empty line. */
const jsonLinesPrompts: TextReader = (content, { shown }, input) => {
  const lines = content.split(/\r?\n/).filter((line) => line.length > 0);
  const many = lines.length > 1;
  return lines.map((json) => ({
    raw: json,
    label: many ? (input.label ? `${input.label}: ${json}` : `${shown}: ${json}`) : input.label || shown,
    ...configOf(input),
  }));
};

/** .yaml: one prompt, the document as JSON. */
const yamlPrompt: TextReader = (content, { shown }, input) => {
  const raw = JSON.stringify(YAML.parse(content) as unknown);
  return [{ raw, label: input.label || `${shown}: ${raw.slice(0, 80)}`, ...configOf(input) }];
};

/** .py: the named function, called with the vars, the provider and the entry's config. */
const pythonPrompt: TextReader = (content, { relative, absolute, shown, functionName }, input, src) => {
  if (!functionName)
    return refuse(
      src.configFile,
      `prompt ${relative} is a Python file without a function name`,
      `name the function: file://${relative}:my_prompt`,
    );
  return [
    {
      raw: content,
      label: input.label ?? `${shown}:${functionName}`,
      ...configOf(input),
      function: (context) =>
        callPython(
          absolute,
          functionName,
          [{ vars: context.vars, provider: context.provider, config: input.config ?? {} }],
          { env: src.env, cwd: src.configDir },
        ),
    },
  ];
};

/**
 * .csv: one prompt per row of its `prompt` column (`label` beside it), as promptfoo's
 * processCsvPrompts: text without the delimiter, or that does not parse, is one prompt per line
 * (a first line `prompt` skipped). Rows without a label are labelled by the entry's label, else
 * `Prompt <n> - <text>`, made unique.
 */
const csvPrompts: TextReader = async (content, _file, input, src) => {
  const delimiter = src.env.PROMPTFOO_CSV_DELIMITER || ',';
  const lines = () => {
    const all = content.split(/\r?\n/).filter((line) => line.trim());
    return all.slice(all[0]?.toLowerCase().trim() === 'prompt' ? 1 : 0).map((raw) => ({ raw }));
  };
  let rows: Array<{ raw: string; label?: string }>;
  if (!content.includes(delimiter)) rows = lines();
  else
    try {
      const records = (await parseCsv(content, {
        columns: true,
        bom: true,
        delimiter,
        relax_quotes: !envBool(src.env, 'PROMPTFOO_CSV_STRICT'),
        skip_empty_lines: true,
        trim: true,
      })) as Array<Record<string, string | undefined>>;
      rows = records.filter((row) => row.prompt).map((row) => ({ raw: row.prompt!, label: row.label }));
    } catch {
      rows = lines();
    }
  const many = rows.length > 1;
  const used = new Set(rows.flatMap((row) => (row.label ? [row.label] : [])));
  return rows.map((row, i) => {
    let label =
      row.label || (input.label ? (many ? `${input.label}: ${row.raw}` : input.label) : `Prompt ${i + 1} - ${row.raw}`);
    if (!row.label) {
      const first = label;
      for (let n = 1; used.has(label); n++) label = `${first} (row ${i + 1}${n > 1 ? `.${n}` : ''})`;
      used.add(label);
    }
    const id = many && input.id ? `${input.id}:${i + 1}` : input.id;
    return { raw: row.raw, label, ...(id ? { id } : {}), ...configOf(input) };
  });
};

const TEXT_READERS = new Map<string, TextReader>([
  ['.csv', csvPrompts],
  ['.txt', textPrompts],
  ['.md', wholePrompt],
  ['.j2', wholePrompt],
  ['.json', jsonPrompt],
  ['.jsonl', jsonLinesPrompts],
  ['.yaml', yamlPrompt],
  ['.yml', yamlPrompt],
  ['.py', pythonPrompt],
]);

async function jsPrompt(
  file: string,
  shown: string,
  functionName: string | undefined,
  input: PromptInput,
): Promise<PromptfooPrompt> {
  const loaded = (await importUserModule(file)) as Record<string, unknown> & { default?: unknown };
  const picked = functionName
    ? (loaded[functionName] ?? (loaded.default as Record<string, unknown> | undefined)?.[functionName])
    : loaded.default;
  const fn = typeof picked === 'function' ? picked : (picked as { default?: unknown } | undefined)?.default;
  if (typeof fn !== 'function')
    throw new Error(`prompt ${shown}${functionName ? `:${functionName}` : ''} is not a function`);
  return {
    raw: String(fn),
    label: input.label ? input.label : functionName ? `${shown}:${functionName}` : shown,
    ...(input.config ? { config: input.config } : {}),
    function: async (context) => (fn as (c: unknown) => unknown)({ ...context, config: input.config ?? {} }),
  };
}
