import type { ProviderRequest } from '../engine/provider.js';
import { fileSha256 } from './file-sha256.js';
import { type PrereadFile, prereadBlock } from './preread-block.js';

/**
 * The structured prompt file handed to VS Code (seed 001): a header, the preread block linking every
 * guideline and attachment file with the sha256 token of its content, the question, and where the
 * answer must be written.
 */
export function vscodePromptFile(request: ProviderRequest, responseFile: string): string {
  const files: PrereadFile[] = [
    ...request.guidelineFiles.map((f) => ({ kind: 'guideline' as const, displayPath: f.displayPath, path: f.absolutePath, sha256: fileSha256(f.content) })),
    ...request.inputFiles.map((f) => ({ kind: 'attachment' as const, displayPath: f.displayPath, path: f.absolutePath, sha256: fileSha256(f.content) })),
  ];
  const block = prereadBlock(files);
  return [
    `# AgentV eval request: ${request.evalId} (attempt ${request.attempt})`,
    '',
    ...(block ? [block] : []),
    '[[ ## question ## ]]',
    request.prompt,
    '',
    '[[ ## answer ## ]]',
    'When you are done, write your complete final answer, and nothing else, to this file:',
    responseFile,
    'Write the whole answer at once: the file is read as soon as it appears and stops changing.',
    '',
  ].join('\n');
}
