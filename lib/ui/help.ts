// The in-game help: every command grouped, and one command's details, from the catalog's words.

import { type Variant, findVariant } from '../core';
import { EVERYDAY_TOPICS, HELP_GROUPS, type HelpTopic, findHelpTopic, findHelpTopics } from '../notation';
import type { Catalog } from './catalog';
import { type Charset, shownIn } from './charset';
import { textWidth } from './width';

/** The width the drawn screens break the help to: a common terminal's 80 columns. */
export const HELP_WIDTH = 80;

/**
 * `text` broken at spaces into lines of at most `width` columns of the
 * terminal (a wide character takes two, a combining accent none; a longer
 * word keeps a line of its own), the first line led by `first`, the others by
 * `rest`; without a width, one line.
 */
export function wrap(text: string, width: number | undefined, first = '', rest = ''): string[] {
  if (width === undefined) return [first + text];
  const out: string[] = [];
  let line = first;
  let shown = textWidth(first);
  let lead = true;
  for (const word of text.split(' ')) {
    const w = textWidth(word);
    if (!lead && shown + 1 + w > width) {
      out.push(line);
      line = rest + word;
      shown = textWidth(rest) + w;
    } else {
      line += lead ? word : ` ${word}`;
      shown += lead ? w : 1 + w;
    }
    lead = false;
  }
  out.push(line);
  return out;
}

/** Text broken as wrap breaks it, once written as a terminal of `charset` shows it (a Latin-1 one writes … as three dots): notes are broken so too. */
type Fit = (text: string, first?: string, rest?: string) => string[];

function fitter(width: number | undefined, charset: Charset): Fit {
  return (text, first = '', rest = '') => wrap(shownIn(text, charset), width, shownIn(first, charset), shownIn(rest, charset));
}

/**
 * The help screen: the rules of `variant` in brief, then the everyday
 * commands and a last line on help all (short enough for a terminal of 24
 * rows), or with `all` every command grouped; broken to `width` (none: one line each)
 * as a terminal of `charset` shows it; with `plain` (a screen reader's), in
 * sentences with no formula or padding.
 */
export function helpLines(words: Catalog, variant: Variant, width?: number, all = false, plain = false, charset: Charset = 'utf-8'): string[] {
  const fit = fitter(width, charset);
  return [...words.help(variant, plain).flatMap((l) => fit(l)), '', ...(all ? commandListLines(words, fit, plain) : everydayLines(words, fit, plain))];
}

/**
 * One line of the help per topic, its usage padded to `column`; a summary
 * that does not fit goes on under itself. With `plain` (a screen
 * reader's), each topic is its sentence in words, unpadded.
 */
function topicRows(words: Catalog, topics: readonly HelpTopic[], column: number, fit: Fit, plain = false): string[] {
  const c = words.commands;
  if (plain) return topics.flatMap((t) => fit(c.topics[t].said));
  return topics.flatMap((t) => fit(c.topics[t].summary, `  ${c.topics[t].usage.padEnd(column)}`, ' '.repeat(column + 2)));
}

/** The everyday commands under one heading, then the line saying how to see every command or one (with `plain`, as topicRows says them). */
function everydayLines(words: Catalog, fit: Fit, plain = false): string[] {
  const c = words.commands;
  const column = Math.max(...EVERYDAY_TOPICS.map((t) => c.topics[t].usage.length)) + 2;
  return [...fit(c.everyday), ...topicRows(words, EVERYDAY_TOPICS, column, fit, plain), '', ...fit(c.shortFooter)];
}

/** The grouped list of every command, with a closing line on `help CMD`; a summary that does not fit goes on under itself (with `plain`, as topicRows says them). */
function commandListLines(words: Catalog, fit: Fit, plain = false): string[] {
  const c = words.commands;
  const column = Math.max(...HELP_GROUPS.flatMap((g) => g.topics.map((t) => c.topics[t].usage.length))) + 2;
  const out: string[] = [];
  for (const { group, topics } of HELP_GROUPS) out.push(...fit(c.groups[group]), ...topicRows(words, topics, column, fit, plain));
  out.push('', ...fit(c.helpFooter));
  return out;
}

/**
 * The help of one command named by `word` ("tt", "u", "35"), or the sentence
 * saying it is no command; broken to `width` as a terminal of `charset` shows it; with `plain`, in words (see topicRows). With the game's `variant`, a
 * column number it has explains the column number alone, and standard
 * notation too when the number is a move in it (findHelpTopics).
 */
export function topicLines(words: Catalog, word: string, width?: number, variant?: Variant, plain = false, charset: Charset = 'utf-8'): string[] {
  const fit = fitter(width, charset);
  const named = findHelpTopic(word);
  const topics: readonly HelpTopic[] = variant !== undefined ? findHelpTopics(word, variant) : named === undefined ? [] : [named];
  if (topics.length === 0) return fit(words.commands.unknownTopic(word));
  return topics.flatMap((topic) => {
    const t = words.commands.topics[topic];
    // a detail that depends on the rules: the game's, else FreeCell's
    const details = t.byRules === undefined ? t.details : [t.details[0]!, t.byRules(variant ?? findVariant('freecell')), ...t.details.slice(1)];
    // plain: the command in words, what the letters of the details stand for, then each detail on its own line, unindented
    if (plain) return [...fit(t.said), ...(t.letters === undefined ? [] : fit(t.letters)), ...details.flatMap((d) => fit(d))];
    return [...fit(`${t.usage}: ${t.summary}`), ...details.flatMap((d) => fit(d, '  ', '    '))];
  });
}
