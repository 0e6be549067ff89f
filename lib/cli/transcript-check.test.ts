// `freecell transcript check`: the replay runs in memory through piped-io, and only a game can be replayed.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runInMemory } from './memory-io';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'freecell');

describe('transcript check', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-transcript-check-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a session recorded in memory checks out the same, and a different game differs', () => {
    const file = path.join(dir, 'game5.txt');
    const recorded = runInMemory(['transcript', 'record', file, '--', '--game', '5', '--ascii'], 'tc 1 1\nq\n', {}, { disk: true });
    expect(recorded.status).toBe(0);
    const same = runInMemory(['transcript', 'check', file, '--', '--game', '5', '--ascii']);
    expect({ stdout: same.stdout, status: same.status }).toEqual({ stdout: `${file}: the program prints this transcript exactly.\n`, status: 0 });
    const other = runInMemory(['transcript', 'check', file, '--', '--game', '6', '--ascii']);
    expect(other.status).toBe(1);
  });

  test('a command that is not a game is refused with one sentence and exit status 2', () => {
    const file = path.join(dir, 'any.txt');
    fs.writeFileSync(file, 'x\n');
    const r = spawnSync(process.execPath, [BIN, 'transcript', 'check', file, '--', 'solve', '--range', '1-2'], {
      env: { ...process.env, FREECELL_HOME: path.join(dir, 'home') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ stdout: r.stdout, stderr: r.stderr, status: r.status }).toEqual({
      stdout: '',
      stderr: 'freecell: unknown game option "solve --range 1-2" (known: the options of play).\n',
      status: 2,
    });
  });
});
