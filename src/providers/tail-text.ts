/** The last `max` characters of `text`, marked when cut, for error details that must stay small. */
export function tailText(text: string, max = 2000): string {
  return text.length <= max ? text : `…${text.slice(text.length - max)}`;
}
