import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtBundle } from '../test-support/built-bundle.js';
import { evalFileOf } from '../test-support/eval-files.js';
import { makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';

// Node prints MaxListenersExceededWarning to the process's own stderr: only a real process shows it.
describe('many workers (built bundle)', () => {
  let root: string;
  afterAll(async () => {
    if (root) await removeTempRepo(root);
  });

  // Every case in flight listens on the run's stop signal, by design.
  it('--workers 30 prints no listener-leak warning', async () => {
    root = await makeTempRepo({ 'a.test.yaml': evalFileOf(90) });
    const cli = builtBundle('cli');
    const { stderr } = await promisify(execFile)(process.execPath, [
      cli,
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--dry-run-delay',
      '20',
      '--workers',
      '30',
      '--out',
      path.join(root, 'out.jsonl'),
    ]);
    expect(stderr).toContain('running 90 case(s)');
    expect(stderr).not.toContain('MaxListenersExceededWarning');
  });
});
