// Transcripts: a recorded session (output with each command echoed after its prompt) and the commands in it.

import type { ShownLine } from '../ui';

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

/** The first place where two texts differ: the line (from 1), the character in it (from 1; none when one text has ended there), and that line of each (none: the text has ended). */
export interface TextDifference {
  readonly line: number;
  readonly column?: number;
  readonly expected: ShownLine | undefined;
  readonly actual: ShownLine | undefined;
}

/** The most characters of a line a difference shows, and how many of them come before the one that differs. */
const SHOWN = 100;
const SHOWN_BEFORE = 40;

/** Line `index` (from 0) of a text split at its newlines, with whether a newline ends it, or undefined past the text's end. */
function lineOf(lines: readonly string[], index: number): { readonly text: string; readonly newline: boolean } | undefined {
  // split leaves one piece after the last newline: empty when the text ends with one (no line there), else a last line without a newline
  const last = lines.length - 1;
  if (index < last) return { text: lines[index]!, newline: true };
  if (index === last && lines[last] !== '') return { text: lines[last]!, newline: false };
  return undefined;
}

/**
 * The first line where two texts differ, its lines shown whole, or as
 * excerpts of at most SHOWN characters (the same characters of both) around
 * the first character that differs; null when the texts are equal. The end
 * of a text is told apart from an empty line, and a last line without a
 * newline from one with it.
 */
export function firstDifference(expected: string, actual: string): TextDifference | null {
  if (expected === actual) return null;
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; ; i++) {
    const el = lineOf(e, i);
    const al = lineOf(a, i);
    if (el?.text === al?.text && el?.newline === al?.newline) continue;
    if (!el || !al) return { line: i + 1, expected: el && shown(Array.from(el.text), 0, el.newline), actual: al && shown(Array.from(al.text), 0, al.newline) };
    // characters, not UTF-16 units: a symbol outside the BMP is one character, never cut in two
    const ec = Array.from(el.text);
    const ac = Array.from(al.text);
    let column = 0;
    while (column < ec.length && column < ac.length && ec[column] === ac[column]) column++;
    const longest = Math.max(ec.length, ac.length);
    const from = Math.max(0, Math.min(column - SHOWN_BEFORE, longest - SHOWN));
    return { line: i + 1, column: column + 1, expected: shown(ec, from, el.newline), actual: shown(ac, from, al.newline) };
  }
}

/** The characters of a line shown from `from`: at most SHOWN of them. */
function shown(chars: readonly string[], from: number, newline: boolean): ShownLine {
  const start = Math.min(from, chars.length);
  const end = Math.min(chars.length, start + SHOWN);
  return { text: chars.slice(start, end).join(''), before: start, after: chars.length - end, newline };
}
