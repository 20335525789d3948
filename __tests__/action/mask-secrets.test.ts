import { maskSecrets } from '../../src/action/main.js';
import { isSecretName } from '../../src/engine/redactor.js';
import { actionInputDefaults } from './readme-workflow-steps.js';

describe('maskSecrets', () => {
  it('masks each value named …_KEY, …_TOKEN or …_SECRET and the github-token input, no other input', () => {
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
        'INPUT_GITHUB-TOKEN': 'ghs-4',
        'INPUT_COMMENT-KEY': 'default',
      },
      (value) => masked.push(value),
    );
    expect(masked.sort()).toEqual(['cs-3', 'ghp-2', 'ghs-4', 'sk-1']);
    expect(count).toBe(4);
  });
});

describe("action.yml's inputs", () => {
  it('none is a secret by its name but the github-token', () => {
    const names = Object.keys(actionInputDefaults());
    expect(names).toContain('comment-key');
    const secret = names.filter((name) => isSecretName(`INPUT_${name.toUpperCase()}`));
    expect(secret).toEqual(['github-token']);
  });
});
