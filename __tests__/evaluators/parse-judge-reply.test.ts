import { firstJsonObject } from '../../src/evaluators/parse-judge-reply.js';
import { parseJudgeReply } from '../../src/evaluators/parse-judge-reply.js';

describe('parseJudgeReply', () => {
  it('takes the first JSON object, inside code fences and prose', () => {
    const reply =
      'Sure {not json} here:\n```json\n{"score": 0.75, "hits": [" a ", ""], "misses": ["b"], "reasoning": ' +
      '"ok"}\n```\n{"score": 0.1}';
    expect(parseJudgeReply(reply)).toEqual({ valid: true, score: 0.75, hits: ['a'], misses: ['b'], reasoning: 'ok' });
  });

  it('clamps the score and keeps at most four hits and misses', () => {
    const parsed = parseJudgeReply('{"score": 1.7, "hits": ["1","2","3","4","5"], "misses": [3, "x"]}');
    expect(parsed.score).toBe(1);
    expect(parsed.hits).toEqual(['1', '2', '3', '4']);
    expect(parsed.misses).toEqual(['x']);
    expect(parseJudgeReply('{"score": -2}').score).toBe(0);
  });

  it('falls back to score 0 and keeps the raw reply when there is no valid object', () => {
    const parsed = parseJudgeReply('I think it is good. Score: 9/10');
    expect(parsed).toMatchObject({
      valid: false,
      score: 0,
      hits: [],
      misses: [],
      raw: 'I think it is good. Score: 9/10',
    });
    expect(parseJudgeReply('{"hits": []}').valid).toBe(false);
  });

  it('skips braces inside JSON strings', () => {
    expect(firstJsonObject('{"a": "}{", "b": 1}')).toEqual({ a: '}{', b: 1 });
  });

  it('takes the first of two objects in a reply that starts and ends with a brace', () => {
    expect(firstJsonObject('{"score": 0.2} and then {"score": 0.9}')).toEqual({ score: 0.2 });
    expect(firstJsonObject(' {"score": 0.3}\n{"score": 0.9} ')).toEqual({ score: 0.3 });
  });

  it('reads a reply that is one object, surrounding whitespace included', () => {
    expect(parseJudgeReply('\n  {"score": 0.5, "reasoning": " fine "}\n')).toEqual({
      valid: true,
      score: 0.5,
      hits: [],
      misses: [],
      reasoning: 'fine',
    });
    expect(firstJsonObject('[{"score": 1}]')).toEqual({ score: 1 });
  });
});
