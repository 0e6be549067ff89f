// replay - and solve --deals - with standard input a terminal: they say what to type and how to end it, then read it; from a pipe, not a word.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, ENV, ROOT, quote, tempDirs, typedTerminal } from './test-terminal';

const tempDir = tempDirs('typed-input');

describe('standard input typed at a terminal', () => {
  it('replay - says what to type and how to end it, then replays what was typed', async () => {
    const dir = tempDir();
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} replay --game 1 --ascii -; echo "status $?"`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.includes('Ctrl-D'));
    const said = 'freecell: reading the moves from the terminal, up to a Ctrl-D at the start of a line.';
    expect(t.screen()).toContain(`${said}\n`);
    // the user guide quotes it
    expect(fs.readFileSync(path.join(ROOT, 'docs', 'user-guide.md'), 'utf8').replace(/\s+/g, ' ')).toContain(`(\`${said}\`;`);
    t.type('6a 6b\r\u0004');
    await t.ended;
    expect(t.screen()).toContain('2 moves played, all legal; the game is not won');
    expect(t.screen()).toMatch(/status 0/);
  }, 60000);

  it('solve --deals - in Portuguese: the numbers typed are solved', async () => {
    const dir = tempDir();
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} solve --deals - --lang pt; echo "status $?"`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.includes('Ctrl-D'));
    expect(t.screen()).toContain('freecell: lendo os números dos jogos do terminal, até um Ctrl-D no começo de uma linha.\n');
    t.type('1\r617\r\u0004');
    await t.ended;
    expect(t.screen()).toContain('Resolvidos 2, sem solução 0, desistências 0');
    expect(t.screen()).toMatch(/status 0/);
  }, 60000);

  it('from a pipe, nothing is said before reading', () => {
    const dir = tempDir();
    const r = spawnSync(process.execPath, [BIN, 'replay', '--game', '1', '-'], { env: { ...ENV, FREECELL_HOME: path.join(dir, 'home') }, input: '6a 6b\n' });
    expect(r.status).toBe(0);
    expect(r.stderr.toString()).toBe('');
  });
});
