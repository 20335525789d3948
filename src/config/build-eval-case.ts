import { buildMessageContent, type ContentContext } from './build-message-content.js';
import type { RawEvalCase, RawMessage } from './eval-file-schema.js';
import { dedupeEvaluatorNames, normalizeEvaluators, toCriteria } from './normalize-evaluators.js';
import type { ChatMessage, ConfigWarning, EvalCase, EvaluatorConfig, ReferencedFile } from './types.js';
import { configErrorAt, positionOf, type FieldPath, type YamlSource } from './yaml-source.js';

/** Suite-level facts every case of one eval file shares. */
export interface CaseContext {
  src: YamlSource;
  evalDir: string;
  repoRoot: string;
  allowOutsideRoot: boolean;
  guidelinePatterns: readonly string[];
  suiteEvaluators: readonly EvaluatorConfig[];
  warnings: ConfigWarning[];
}

/** A validated case → EvalCase, with every referenced file read and classified. */
export async function buildEvalCase(raw: RawEvalCase, casePath: FieldPath, ctx: CaseContext): Promise<EvalCase> {
  const id = String(raw.id);
  const line = positionOf(ctx.src, casePath).line;
  if (raw.expected_outcome !== undefined && raw.outcome !== undefined) {
    warnAt(ctx, line, `case "${id}" has both "expected_outcome" and "outcome"; "expected_outcome" is used`);
  }
  const files: CaseFiles = { guidelineFiles: [], inputFiles: [] };
  const [inputKey, inputRaw] = raw.input_messages
    ? ['input_messages', raw.input_messages]
    : ['input', asMessages(raw.input ?? [], 'user')];
  const inputMessages = await renderMessages(inputRaw, [...casePath, inputKey], true, id, ctx, files);
  const [expectedKey, expectedRaw] = raw.expected_messages
    ? ['expected_messages', raw.expected_messages]
    : ['expected_output', raw.expected_output === undefined ? [] : asMessages(raw.expected_output, 'assistant')];
  const expected = await renderMessages(expectedRaw, [...casePath, expectedKey], false, id, ctx, files);
  const evaluators = caseEvaluators(raw, casePath, ctx);
  const target = raw.execution?.target;
  const { unrunnable } = files;
  if (unrunnable) warnAt(ctx, line, `case "${id}": ${unrunnable}; it will be recorded with that error`);
  return {
    id,
    ...(unrunnable ? { unrunnable } : {}),
    line,
    expectedOutcome: raw.expected_outcome ?? raw.outcome ?? '',
    inputMessages,
    ...(expected.length > 0
      ? { referenceAnswer: expected[expected.length - 1]?.content, expectedMessages: expected }
      : {}),
    ...(raw.conversation_id !== undefined ? { conversationId: raw.conversation_id } : {}),
    guidelineFiles: files.guidelineFiles,
    inputFiles: files.inputFiles,
    ...(target !== undefined ? { targetName: target } : {}),
    ...(evaluators !== undefined ? { evaluators } : {}),
  };
}

/** What rendering a case's messages collects: the files it read, and why it cannot run if it cannot. */
interface CaseFiles {
  guidelineFiles: ReferencedFile[];
  inputFiles: ReferencedFile[];
  unrunnable?: string;
}

function warnAt(ctx: CaseContext, line: number, message: string): void {
  ctx.warnings.push({ message, file: ctx.src.file, line });
}

/**
 * Renders one list of messages (input or expected). Sequential on purpose: file order in
 * guidelineFiles/inputFiles and the first error reported must not depend on I/O timing.
 */
async function renderMessages(
  messages: readonly RawMessage[],
  listPath: FieldPath,
  liftGuidelines: boolean,
  id: string,
  ctx: CaseContext,
  files: CaseFiles,
): Promise<ChatMessage[]> {
  const rendered: ChatMessage[] = [];
  for (const [j, message] of messages.entries()) {
    const gitUrl = gitUrlSegment(message.content);
    if (gitUrl !== undefined) {
      files.unrunnable ??=
        `file segment ${gitUrl} is a git URL (AgentV fetches it from the git host); this tool reads ` +
        `files from disk only: check the file into the repository and give its path`;
      continue;
    }
    const contentPath = [...listPath, j, 'content'];
    const content: ContentContext = {
      evalDir: ctx.evalDir,
      repoRoot: ctx.repoRoot,
      allowOutsideRoot: ctx.allowOutsideRoot,
      guidelinePatterns: ctx.guidelinePatterns,
      liftGuidelines,
      failAt: (k) => (detail, fix) =>
        configErrorAt(ctx.src, [...contentPath, k, 'value'], `${detail} (case "${id}")`, fix),
      guidelineFiles: files.guidelineFiles,
      inputFiles: files.inputFiles,
    };
    const { text, written } =
      message.content === undefined ? { text: '' } : await buildMessageContent(message.content, content);
    // Expected tool calls reach code judges as written, as AgentV passes them.
    const calls = liftGuidelines ? undefined : (message.tool_calls ?? message.toolCalls);
    rendered.push({
      role: message.role,
      content: text,
      ...(written ? { written } : {}),
      ...(calls ? { tool_calls: calls as ChatMessage['tool_calls'] } : {}),
    });
  }
  return rendered;
}

/**
 * AgentV's shorthands: a string is one message of `role`, a mapping is one message whose content
 * is that object; a list is already messages.
 */
function asMessages(value: string | RawMessage[] | Record<string, unknown>, role: 'user' | 'assistant'): RawMessage[] {
  if (Array.isArray(value)) return value;
  return [{ role, content: value }];
}

/**
 * The case's own evaluators (`execution.evaluators` wins over `evaluators`). `rubrics` shorthand
 * appends a rubric judge named "rubrics"; on a case without its own list it is added to the
 * suite's evaluators, so a rubric never silently replaces them.
 */
function caseEvaluators(raw: RawEvalCase, casePath: FieldPath, ctx: CaseContext): EvaluatorConfig[] | undefined {
  const ownKey = raw.execution?.evaluators ? ['execution', 'evaluators'] : ['evaluators'];
  const ownRaw = raw.execution?.evaluators ?? raw.evaluators;
  const own = ownRaw
    ? normalizeEvaluators(ownRaw, [...casePath, ...ownKey], {
        src: ctx.src,
        evalDir: ctx.evalDir,
        repoRoot: ctx.repoRoot,
        allowOutsideRoot: ctx.allowOutsideRoot,
      })
    : undefined;
  if (!raw.rubrics || raw.rubrics.length === 0) return own ? dedupeEvaluatorNames(own) : undefined;
  const rubric: EvaluatorConfig = {
    type: 'rubric',
    name: 'rubrics',
    weight: 1,
    criteria: toCriteria(raw.rubrics, [...casePath, 'rubrics'], ctx.src),
  };
  return dedupeEvaluatorNames([...(own ?? ctx.suiteEvaluators), rubric]);
}

/**
 * The first file segment of `content` that is a git host URL, as AgentV 2.x reads them
 * (`github.com/{owner}/{repo}/blob/…`, `gitlab.com/…/-/blob/…`, `bitbucket.org/{owner}/{repo}/src/…`).
 */
function gitUrlSegment(content: RawMessage['content']): string | undefined {
  if (!Array.isArray(content)) return undefined;
  for (const segment of content) {
    if (segment.type === 'file' && GIT_URL.test(segment.value)) return segment.value;
  }
  return undefined;
}

/** A file's page on GitHub, GitLab or Bitbucket (a URL to a file in a git repository, not the file). */
const GIT_FILE_PAGES = [
  /github\.com\/[^/]+\/[^/]+\/blob\//,
  /gitlab\.com\/.+?\/[^/]+\/-\/blob\//,
  /bitbucket\.org\/[^/]+\/[^/]+\/src\//,
];
const GIT_URL = new RegExp(`^https://(${GIT_FILE_PAGES.map((page) => page.source).join('|')}).+`);
