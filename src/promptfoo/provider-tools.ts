import path from 'node:path';
import { importUserModule } from '../config/import-user-module.js';
import { callPython } from './call-python.js';
import { JS_EXTENSIONS } from './render-prompt.js';
import { splitFunction } from './read-prompts.js';
import { isRecord } from '../config/is-record.js';
import { readYamlFile } from './read-yaml-file.js';
import { refuse } from './refuse.js';
import type { RootGuard } from './root-guard.js';

/** What loading a provider's tools needs: the config's file and folder, the run's environment, the root guard. */
export interface ToolSource {
  configFile: string;
  configDir: string;
  env: Record<string, string | undefined>;
  guard: RootGuard;
}

/** The provider ids whose chat request carries `tools` and `functions` here: OpenAI's and Azure OpenAI's chat. */
const HTTP_PROVIDER = /^(https?:\/\/|https?$)/;
const SENDS_TOOLS = /^(openai:(?!embedding|moderation|responses|realtime|assistant)|azure(openai)?:chat:)/;

/**
 * A provider's `config.tools`, `tool_choice`, `functions` and `function_call` as promptfoo 0.123.1
 * sends them in its OpenAI chat request: `tools` inline, a `file://` JSON or YAML file, a JS or
 * Python function (`file://tools.py:get_tools`) that returns them, or a list of these (each file's
 * list flattened in); `functions` inline or from a file; both choices as written. Returned as the
 * target's fields. What this tool cannot send as promptfoo does is refused: tools of another
 * provider, templates in them (promptfoo renders them per test), tool callbacks and MCP servers.
 */
export async function providerToolFields(
  id: string,
  config: Record<string, unknown>,
  src: ToolSource,
): Promise<Record<string, unknown>> {
  const { tools, functions, tool_choice, function_call } = config;
  const named = Object.entries({ tools, functions, tool_choice, function_call }).filter(([, v]) => v !== undefined);
  if (config.functionToolCallbacks !== undefined)
    refuse(
      src.configFile,
      `provider ${id} has functionToolCallbacks, which this tool does not run`,
      'grade the tool call itself (is-valid-openai-tools-call, javascript on output[0].function)',
    );
  if (isRecord(config.mcp) && config.mcp.enabled)
    refuse(src.configFile, `provider ${id} connects to MCP servers, which this tool does not do`, 'remove mcp:');
  // promptfoo's http provider hands its tools to the body template itself (as {{ tools }}), not to a request field.
  if (named.length === 0 || HTTP_PROVIDER.test(id)) return {};
  if (!SENDS_TOOLS.test(id))
    refuse(
      src.configFile,
      `provider ${id} has ${named.map(([k]) => k).join(', ')}, which this tool sends only to OpenAI-compatible chat`,
      'use an openai:chat:<model> or azure:chat:<deployment> provider (apiBaseUrl for any compatible server)',
    );
  const templated = named.find(([, v]) => hasTemplate(v));
  if (templated)
    refuse(
      src.configFile,
      `provider ${id}'s ${templated[0]} has a {{ }} template, which promptfoo renders per test and this tool does not`,
      'write the tools without templates (one list per provider)',
    );
  return {
    ...(tools !== undefined ? { tools: toolList(await loadTools(tools, id, src), id, 'tools', src) } : {}),
    ...(tool_choice !== undefined ? { tool_choice } : {}),
    ...(functions !== undefined
      ? { functions: toolList(await loadFunctions(functions, src), id, 'functions', src) }
      : {}),
    ...(function_call !== undefined ? { function_call } : {}),
  };
}

/** `tools` as promptfoo's maybeLoadToolsFromExternalFile loads them. */
async function loadTools(value: unknown, id: string, src: ToolSource): Promise<unknown> {
  if (Array.isArray(value)) {
    const loaded = await Promise.all(value.map((item) => loadTools(item, id, src)));
    return loaded.every(Array.isArray) ? loaded.flat() : loaded;
  }
  if (typeof value !== 'string') return value;
  if (!value.startsWith('file://'))
    refuse(src.configFile, `provider ${id}'s tools is text`, 'write tools as a list or name a file: file://tools.json');
  const { file, functionName } = splitFunction(value.slice('file://'.length));
  const absolute = src.guard(path.resolve(src.configDir, file));
  const code = file.endsWith('.py') || JS_EXTENSIONS.some((ext) => file.endsWith(ext));
  if (code && !functionName)
    refuse(
      src.configFile,
      `provider ${id}'s tools file ${file} is code without a function name`,
      `write file://${file}:get_tools`,
    );
  if (code) {
    const result = file.endsWith('.py')
      ? await callPython(absolute, functionName!, [], { env: src.env, cwd: src.configDir })
      : await callJs(absolute, functionName!);
    if (result === null || typeof result !== 'object')
      refuse(
        src.configFile,
        `${file}:${functionName} must return a list of tool definitions`,
        'return [{type: function, function: {…}}]',
      );
    return result;
  }
  return readDataFile(absolute, file, src);
}

/** `functions` as promptfoo's maybeLoadFromExternalFile loads them: a file's content, a list's file items in place. */
async function loadFunctions(value: unknown, src: ToolSource): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => loadFunctions(item, src)));
  if (typeof value !== 'string' || !value.startsWith('file://')) return value;
  const file = value.slice('file://'.length);
  return readDataFile(src.guard(path.resolve(src.configDir, file)), file, src);
}

async function readDataFile(absolute: string, file: string, src: ToolSource): Promise<unknown> {
  if (!/\.(json|ya?ml)$/i.test(file))
    refuse(src.configFile, `tool definitions in ${file} are not JSON or YAML`, 'put them in a .json or .yaml file');
  return readYamlFile(absolute).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'ConfigError') throw error;
    return refuse(
      src.configFile,
      `tool file ${file} cannot be read`,
      'check the path (it is relative to the config file)',
    );
  });
}

async function callJs(absolute: string, functionName: string): Promise<unknown> {
  const loaded = await importUserModule(absolute);
  const fn = loaded[functionName] ?? (loaded.default as Record<string, unknown> | undefined)?.[functionName];
  if (typeof fn !== 'function') throw new Error(`Function "${functionName}" not found in ${absolute}`);
  return (fn as () => unknown)();
}

/** The loaded definitions, which must be a list of objects: promptfoo would send anything else to the API to refuse. */
function toolList(value: unknown, id: string, key: string, src: ToolSource): unknown[] {
  if (Array.isArray(value) && value.every(isRecord)) return value;
  return refuse(
    src.configFile,
    `provider ${id}'s ${key} is not a list of definitions (got ${JSON.stringify(value)?.slice(0, 60)})`,
    `write ${key} as a list of objects, inline or in a JSON/YAML file`,
  );
}

function hasTemplate(value: unknown): boolean {
  if (typeof value === 'string') return /\{\{|\{%/.test(value);
  if (Array.isArray(value)) return value.some(hasTemplate);
  return isRecord(value) && Object.values(value).some(hasTemplate);
}
