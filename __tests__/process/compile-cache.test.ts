import { enableCompileCache } from '../../src/process/compile-cache.js';

describe('enableCompileCache', () => {
  it("asks a Node that has the compile cache for it, with Node's own folder", () => {
    const calls: unknown[][] = [];
    const host = {
      enableCompileCache: (...args: unknown[]) => {
        calls.push(args);
        return { status: 1, directory: '/tmp/node-compile-cache' };
      },
    };
    expect(enableCompileCache(host)).toBe(true);
    // No folder given: NODE_COMPILE_CACHE, else os.tmpdir()'s, as Node chooses.
    expect(calls).toEqual([[]]);
  });

  it('leaves a Node without it (Node 20) alone', () => {
    expect(enableCompileCache({})).toBe(false);
  });

  it('takes a failed attempt (a folder it cannot write) as Node reports it: in the value, which is dropped', () => {
    const host = { enableCompileCache: () => ({ status: 2, message: 'EACCES: permission denied' }) };
    expect(enableCompileCache(host)).toBe(true);
  });
});
