import { nearKey } from '../../src/config/near-key.js';

const CASE_KEYS = [
  'id',
  'criteria',
  'expected_outcome',
  'input',
  'expected_output',
  'assertions',
  'assert',
  'metadata',
];

describe('nearKey: which unknown keys are misspellings of a known one', () => {
  it.each([
    ['asertions', 'assertions'],
    ['critera', 'criteria'],
    ['expected_outptu', 'expected_output'],
    ['expected_outcom', 'expected_outcome'],
    ['Expected-Outcome', 'expected_outcome'],
    ['expectedOutput', 'expected_output'],
    ['asert', 'assert'],
    ['metdata', 'metadata'],
    ['inptu', 'input'],
  ])('%s is taken for %s', (key, meant) => {
    expect(nearKey(key, CASE_KEYS)).toBe(meant);
  });

  it.each(['notes', 'owner', 'ticket', 'x-team', 'priority', 'inputs_note', 'ik', 'tags'])(
    '%s is far from every known key (an extension field)',
    (key) => {
      expect(nearKey(key, CASE_KEYS)).toBeUndefined();
    },
  );

  it('allows one edit per three letters, so short keys only match closely', () => {
    expect(nearKey('ids', ['id'])).toBe('id');
    expect(nearKey('idx', ['id'])).toBe('id');
    expect(nearKey('ix', ['id'])).toBeUndefined();
    expect(nearKey('vaue', ['value'])).toBe('value');
    expect(nearKey('vlue', ['value'])).toBe('value');
    expect(nearKey('vl', ['value'])).toBeUndefined();
    expect(nearKey('juge_targt', ['judge_target'])).toBe('judge_target');
    expect(nearKey('jdge_trgt', ['judge_target'])).toBeUndefined();
  });

  it('prefers the nearest key, and the first of equally near ones', () => {
    expect(nearKey('asserts', ['assertions', 'assert'])).toBe('assert');
    expect(nearKey('assertion', ['assert', 'assertions'])).toBe('assertions');
    expect(nearKey('tset', ['test', 'tests'])).toBe('test');
  });

  it('a swap of two neighbours is one edit', () => {
    expect(nearKey('defualtTest', ['defaultTest'])).toBe('defaultTest');
    expect(nearKey('porvider', ['provider'])).toBe('provider');
  });
});
