import type { ChatMessage, WrittenContent } from '../config/types.js';

/** A case's messages as the target saw them: role, rendered text and tool calls (AgentV 2.x's payload). */
export function renderedMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.map(({ written: _written, ...message }) => message);
}

/**
 * A case's messages as AgentV 4.x hands them to code graders and prompt scripts: content that was
 * not one string stays as written (a mapping is an object, not JSON text), a text segment as
 * `{type, value}`, a file segment with its file read: `path` (the reference as written), `text` and
 * `resolvedPath`, plus the `value` written for input messages (agentv 4.42.4 drops it from expected
 * ones). A grader can then read `expected_output[0].content.invoice_number` as AgentV's examples do.
 */
export function writtenMessages(
  messages: readonly ChatMessage[],
  side: 'input' | 'expected',
): Array<Record<string, unknown>> {
  return messages.map(({ written, ...message }) =>
    written === undefined ? message : { ...message, content: writtenContent(written, side) },
  );
}

function writtenContent(written: WrittenContent, side: 'input' | 'expected'): unknown {
  if (!Array.isArray(written)) return written;
  return written.map((segment) => {
    if (segment.type === 'text') return segment;
    const { value, file } = segment;
    return {
      type: 'file',
      ...(side === 'input' ? { value } : {}),
      path: value.replace(/^[/\\]+/, ''),
      text: file.content.replace(/\r\n/g, '\n'),
      resolvedPath: file.absolutePath,
    };
  });
}
