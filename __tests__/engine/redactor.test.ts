import { isSecretName, Redactor, REDACTED } from '../../src/engine/redactor.js';
import { redactingLogger } from '../../src/engine/runtime.js';
import type { Logger } from '../../src/engine/runtime.js';

describe('Redactor', () => {
  it.each([
    ['OPENAI_API_KEY', true],
    ['MY_API_KEY', true],
    ['GITHUB_TOKEN', true],
    ['INPUT_GITHUB-TOKEN', true],
    ['ACTIONS_RUNTIME_TOKEN', true],
    ['ACTIONS_ID_TOKEN_REQUEST_TOKEN', true],
    // Action inputs are settings whatever their names end in; only the github-token is a secret.
    ['INPUT_COMMENT-KEY', false],
    ['INPUT_API_KEY', false],
    ['CLIENT_SECRET', true],
    ['DB_PASSWORD', true],
    ['PASSWORD_FILE', true],
    ['azure_api_key_2', true],
    ['api_key', true],
    ['KEY', false],
    ['KEYBOARD', false],
    ['HOME', false],
    ['TOKENIZER', false],
  ])('isSecretName(%s) is %s', (name, expected) => {
    expect(isSecretName(name)).toBe(expected);
  });

  it('hides values of secret-named variables only, and none shorter than 6 characters', () => {
    const redactor = Redactor.fromEnv({
      MY_API_KEY: 'sk-abcdef123',
      SHORT_TOKEN: 'abc12',
      HOME: '/home/someone-long',
      EMPTY_SECRET: undefined,
    });
    expect(redactor.text('key sk-abcdef123 home /home/someone-long short abc12')).toBe(
      `key ${REDACTED} home /home/someone-long short abc12`,
    );
    expect(redactor.size).toBe(1);
  });

  it('replaces the longest secret first, so a secret containing another goes whole', () => {
    const redactor = new Redactor(['secret1', 'secret1-extended']);
    expect(redactor.text('a secret1-extended b secret1')).toBe(`a ${REDACTED} b ${REDACTED}`);
  });

  it('redacts every string deep inside objects and arrays, keys included, without touching the input', () => {
    const redactor = new Redactor(['tok-999999']);
    const input = { a: 'x tok-999999', n: 3, list: [{ deep: ['tok-999999'] }, null, true], 'tok-999999': 'k' };
    const out = redactor.deep(input);
    expect(out).toEqual({ a: `x ${REDACTED}`, n: 3, list: [{ deep: [REDACTED] }, null, true], [REDACTED]: 'k' });
    expect(input.a).toBe('x tok-999999');
  });

  it('returns the same object when there is nothing to hide', () => {
    const value = { a: 'b' };
    expect(new Redactor([]).deep(value)).toBe(value);
  });

  it('copies only what holds a secret: a record without one comes back as it is, clean parts are shared', () => {
    const redactor = new Redactor(['tok-999999']);
    const clean = { eval_id: 'a', hits: ['fine'], nested: { list: [1, 'two'] } };
    expect(redactor.deep(clean)).toBe(clean);
    const record = { eval_id: 'b', answer: 'leaked tok-999999', evaluator_results: [{ reasoning: 'ok' }], clean };
    const out = redactor.deep(record);
    expect(out).not.toBe(record);
    expect(out.answer).toBe(`leaked ${REDACTED}`);
    expect(out.evaluator_results).toBe(record.evaluator_results);
    expect(out.clean).toBe(clean);
    expect(record.answer).toBe('leaked tok-999999');
  });

  it('redacts every logger level', () => {
    const lines: string[] = [];
    const inner: Logger = {
      info: (m) => lines.push(m),
      warn: (m) => lines.push(m),
      error: (m) => lines.push(m),
      debug: (m) => lines.push(m),
    };
    const logger = redactingLogger(inner, new Redactor(['hunter22']));
    logger.info('i hunter22');
    logger.warn('w hunter22');
    logger.error('e hunter22');
    logger.debug('d hunter22');
    expect(lines).toEqual(['i [REDACTED]', 'w [REDACTED]', 'e [REDACTED]', 'd [REDACTED]']);
  });
});
