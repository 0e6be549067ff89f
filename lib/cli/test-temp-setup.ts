// Jest's global setup: one temporary folder for the whole test run, made the temporary folder (TMPDIR) of every test and of every process a test starts; test-temp-teardown.ts removes it, so a run leaves nothing in the machine's temporary folder.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export default function setup(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-tests-'));
  process.env.FREECELL_TESTS_TMPDIR = dir;
  process.env.TMPDIR = dir;
  // the program's tests are colourless whatever terminal runs them (tests that want colour ask for it), and speak the
  // language of the LANG they set whatever LANGUAGE the machine's account has (tests of LANGUAGE set it)
  for (const name of ['CLICOLOR', 'CLICOLOR_FORCE', 'LANGUAGE']) delete process.env[name];
}
