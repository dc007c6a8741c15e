/**
 * A pure reading of a text that several stages of one analysis ask for (the anatomy and the
 * red-flag rules both read negation scope; the masker and its test of a private message both look
 * for a greeting's name), kept for the last few texts read. A text is looked up by its content, so an equal
 * string read again (a copy, a text with nothing to undo) is not read twice. What is returned is
 * shared between callers: they must not change it.
 */
export function rememberLast<T>(
  read: (text: string) => T,
  size = 2,
  /** Shorter texts are read afresh and not kept, so many short ones do not push out a long one. */
  minChars = 0,
): (text: string) => T {
  const last = new Map<string, T>();
  return (text: string) => {
    if (text.length < minChars) return read(text);
    if (last.has(text)) return last.get(text) as T;
    const value = read(text);
    last.set(text, value);
    if (last.size > size) last.delete(last.keys().next().value as string);
    return value;
  };
}
