// Jest's global teardown: removes the test run's temporary folder (see test-temp-setup.ts) with everything the tests left in it.

import * as fs from 'node:fs';

export default function teardown(): void {
  const dir = process.env.FREECELL_TESTS_TMPDIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
