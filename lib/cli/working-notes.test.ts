// A player at a terminal is told what a search that can take seconds looks for before it starts; piped input gets only the answers.

import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { BIN, ENV, quote, tempDirs, typedTerminal } from './test-terminal';


const tempDir = tempDirs('working');

describe('what the game looks for, said before a long search', () => {
  it('on a terminal, --difficulty says it looks for a deal before the first board and before the board r deals', async () => {
    const dir = tempDir();
    const t = typedTerminal(`${quote(process.execPath)} ${quote(BIN)} --difficulty easy --ascii; echo "status $?"`, dir, path.join(dir, 'home'));
    await t.waitFor((s) => s.endsWith('\n> '));
    expect(t.screen()).toMatch(/\nLooking for an easy deal: this can take a few seconds\.\nFreeCell - game \d+ \(easy\)/);
    t.type('r\r');
    await t.waitFor((s) => (s.match(/\n> /g) ?? []).length >= 2 && s.endsWith('\n> '));
    expect(t.screen()).toMatch(/\n> r\nLooking for an easy deal: this can take a few seconds\.\nFreeCell - game \d+ \(easy\)/);
    t.type('q\r');
    await t.ended;
    expect(t.screen()).toMatch(/status 0/);
  }, 60000);

  it('from piped input, --winnable and solve short give their answers alone', () => {
    const dir = tempDir();
    const r = spawnSync(process.execPath, [BIN, '--winnable', '--ascii'], { env: { ...ENV, FREECELL_HOME: path.join(dir, 'home') }, input: 'solve short\nq\nq\n' });
    expect(r.status).toBe(0);
    expect(r.stdout.toString()).not.toContain('Looking for');
    expect(r.stdout.toString()).toMatch(/short solution of \d+ moves|found nothing shorter/);
  });
});
