// The in-game help: every command grouped, and one command's details, from the catalog's words.

import { HELP_GROUPS, type HelpTopic, findHelpTopic } from '../notation';
import type { Catalog } from './catalog';

/** The grouped list of every command, with a closing line on `help CMD`. */
export function commandListLines(words: Catalog): string[] {
  const c = words.commands;
  const width = Math.max(...HELP_GROUPS.flatMap((g) => g.topics.map((t) => c.topics[t].usage.length))) + 2;
  const out: string[] = [];
  for (const { group, topics } of HELP_GROUPS) {
    out.push(c.groups[group]);
    for (const t of topics) out.push(`  ${c.topics[t].usage.padEnd(width)}${c.topics[t].summary}`);
  }
  out.push('', c.helpFooter);
  return out;
}

/** The help of one command named by `word` ("tt", "u", "35"), or the sentence saying it is no command. */
export function topicLines(words: Catalog, word: string): string[] {
  const topic: HelpTopic | undefined = findHelpTopic(word);
  if (!topic) return [words.commands.unknownTopic(word)];
  const t = words.commands.topics[topic];
  return [`${t.usage}: ${t.summary}`, ...t.details.map((d) => `  ${d}`)];
}
