// Quoting what a user wrote inside a message: a long text is cut, so one bad token cannot flood the screen.

/** `text` itself when short, else its first `max` characters and an ellipsis. */
export function clipText(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
