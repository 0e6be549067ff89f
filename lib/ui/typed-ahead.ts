// Lines typed ahead and dropped after a refused one, as a sentence lists them.

import { clip, quoted } from './visible';

/** The most dropped lines a sentence lists; the rest are counted. */
export const LINES_LISTED = 5;

/** The first LINES_LISTED lines, each visible, cut to a readable length and in double quotes (a line may hold commas itself), joined by commas. */
export function listedLines(lines: readonly string[]): string {
  return lines
    .slice(0, LINES_LISTED)
    .map((line) => `"${clip(quoted(line.trim()))}"`)
    .join(', ');
}
