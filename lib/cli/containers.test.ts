// A state folder shared with a container of the same machine name (another pid namespace): its locks are never taken for this process's.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { claimOn } from './owned-files';

describe('a file locked by a process of another pid namespace that has the same pid as this one', () => {
  it('is claimed by that process, not taken for one of this process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freecell-containers-'));
    const ns = /^pid:\[(\d+)\]$/.exec(fs.readlinkSync('/proc/self/ns/pid'))![1]!;
    const file = path.join(dir, 'k3x9qa.save');
    fs.writeFileSync(file, '');
    const owner = { pid: process.pid, host: os.hostname(), start: '1', ns: `${ns}0`, token: 'feedfacefeedface' };
    fs.writeFileSync(`${file}.lock`, JSON.stringify(owner));
    expect(claimOn(file, dir)).toMatchObject({ owner, lock: `${file}.lock` });
  });
});
