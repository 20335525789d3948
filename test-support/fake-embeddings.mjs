// The fake LLM server's embeddings (OpenAI's /embeddings wire format): vectors a test can work out
// by hand from the text.

/** Letters and digits a fake vector has a dimension for: a word counts at its first character's. */
const EMBEDDING_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The fake's embedding of a text: 36 dimensions, one per letter and digit, each the number of
 * lower-cased words ([a-z0-9]+) starting with it. "apple banana" and "avocado cherry" are
 * [1,1,0,…] and [1,0,1,…]: cosine 1/2, dot 1, euclidean √2.
 * @param {string} text
 * @returns {number[]}
 */
export function fakeEmbedding(text) {
  const vector = new Array(EMBEDDING_ALPHABET.length).fill(0);
  for (const word of String(text)
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [])
    vector[EMBEDDING_ALPHABET.indexOf(word[0] ?? '')] += 1;
  return vector;
}

/**
 * OpenAI's embeddings answer: one vector per input, as floats or (encoding_format base64, the
 * SDK's default) little-endian float32 in base64.
 * @param {{ body?: any }} record
 * @param {string} model
 */
export function embeddingsBody(record, model) {
  const input = record.body?.input;
  const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
  const base64 = record.body?.encoding_format === 'base64';
  const words = texts.reduce((n, t) => n + (t.match(/[A-Za-z0-9]+/g) ?? []).length, 0);
  return {
    object: 'list',
    model,
    data: texts.map((text, index) => {
      const vector = fakeEmbedding(text);
      return {
        object: 'embedding',
        index,
        embedding: base64 ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector,
      };
    }),
    usage: { prompt_tokens: words, total_tokens: words },
  };
}
