import { DEFAULT_MAX_ANSWER_BYTES, limitAnswer } from '../../src/process/answer-limit.js';

describe('the answer limit is counted in bytes of UTF-8', () => {
  it('keeps an answer at or under the limit whole', () => {
    expect(limitAnswer('abc', 3)).toEqual({ text: 'abc', truncated: false });
    expect(limitAnswer('é€', 5)).toEqual({ text: 'é€', truncated: false });
  });

  it('cuts a longer answer at a character boundary, never inside one', () => {
    // 'é' is 2 bytes, '€' 3, '😀' 4 (a surrogate pair in the string).
    expect(limitAnswer('ééé', 5)).toEqual({ text: 'éé', truncated: true });
    expect(limitAnswer('a😀b', 4)).toEqual({ text: 'a', truncated: true });
    expect(limitAnswer('a😀b', 5)).toEqual({ text: 'a😀', truncated: true });
    expect(Buffer.byteLength(limitAnswer('€'.repeat(1000), 1000).text)).toBe(999);
  });

  it('counts characters past ASCII by their bytes, not as one each', () => {
    const answer = '€'.repeat(DEFAULT_MAX_ANSWER_BYTES / 2);
    const kept = limitAnswer(answer, DEFAULT_MAX_ANSWER_BYTES);
    expect(kept.truncated).toBe(true);
    expect(kept.text.length).toBe(Math.floor(DEFAULT_MAX_ANSWER_BYTES / 3));
  });
});
