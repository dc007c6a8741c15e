/**
 * Notes written for pasted text ("Pasted text has no publisher") read wrongly under a screenshot:
 * for a screenshot's report they are told as what they are, text read from an image.
 */
export function aboutImage(note: string): string {
  return note
    .replace(/\bPasted text\b/g, 'Text read from a screenshot')
    .replace(/\bpasted text\b/g, 'text read from a screenshot');
}
