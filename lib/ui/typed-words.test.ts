// Every command a message tells the player to type is one the game knows.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { COMMAND_WORDS } from '../notation/command';

/** Answers to a question the game has just asked (not commands), and words that start a description ("type a number"). */
const NOT_COMMANDS = new Set(['yes', 'y', 'sim', 's', 'it', 'a', 'more', 'um', 'mais']);

function typedWords(file: string, verb: RegExp): string[] {
  const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
  return [...text.matchAll(verb)].map((m) => m[1]!).filter((w) => !NOT_COMMANDS.has(w));
}

describe('words the messages tell the player to type', () => {
  it.each([
    ['messages-en.ts', /\b[Tt]ype ([a-z?]+)\b/g],
    ['messages-pt.ts', /\b[Dd]igite ([a-z?]+)\b/g],
  ])('%s names only known commands', (file, verb) => {
    const words = typedWords(file, verb);
    expect(words.length).toBeGreaterThan(5);
    expect(words.filter((w) => !COMMAND_WORDS.includes(w))).toEqual([]);
  });
});
