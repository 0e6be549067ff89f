// Transcripts: a recorded session (output with each command echoed after its prompt) and the commands in it.

/** The prompts of the styles, longest first (a line that starts with one is a typed command). */
export const PROMPTS: readonly string[] = ['prompt :> ', '> '];

/**
 * The commands of a transcript, in order: the rest of every line that
 * starts with a prompt. A transcript that ends with a bare prompt line ended
 * with the end of input, so that line is not a command.
 */
export function extractCommands(transcript: string, prompts: readonly string[] = PROMPTS): string[] {
  const lines = transcript.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const commands: string[] = [];
  for (const line of lines) {
    const prompt = prompts.find((p) => line.startsWith(p));
    if (prompt !== undefined) commands.push(line.slice(prompt.length));
  }
  const last = lines[lines.length - 1];
  if (last !== undefined && prompts.includes(last)) commands.pop();
  return commands;
}

/** Input for a session that types the commands of a transcript. */
export function commandsAsInput(commands: readonly string[]): string {
  return commands.map((c) => `${c}\n`).join('');
}

/** The first line where two texts differ, as a one-line report, or null when they are equal. */
export function firstDifference(expected: string, actual: string): { line: number; expected?: string; actual?: string } | null {
  if (expected === actual) return null;
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return { line: i + 1, expected: e[i], actual: a[i] };
  }
  return { line: e.length };
}
