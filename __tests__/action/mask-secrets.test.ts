import { maskSecrets } from '../../src/action/main.js';

describe('maskSecrets', () => {
  it('masks every non-empty value whose name ends in _KEY, _TOKEN or _SECRET, once each', () => {
    const masked: string[] = [];
    const count = maskSecrets(
      {
        OPENAI_API_KEY: 'sk-1',
        GH_TOKEN: 'ghp-2',
        CLIENT_SECRET: 'cs-3',
        ALSO_KEY: 'sk-1',
        EMPTY_KEY: '',
        PATH: '/bin',
        KEYBOARD: 'x',
        TOKEN_COUNT: '5',
      },
      (value) => masked.push(value),
    );
    expect(masked.sort()).toEqual(['cs-3', 'ghp-2', 'sk-1']);
    expect(count).toBe(3);
  });
});
