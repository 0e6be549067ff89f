// Steps of `npm run build` around tsc: `clean` empties the package's build folders, `esm` writes the ES module entry points.
//
// Each ES module entry (build/esm/*.mjs, types in *.d.mts) re-exports the
// named exports of the CommonJS build, so `import` and `require` share one
// copy of the library (one FreecellError class, one variant registry).
// The entries are the `import` conditions of package.json's `exports`.

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

/** A relative module specifier from file `from` to file `to`, with forward slashes. */
function specifier(from, to) {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function clean() {
  for (const dir of ['build/lib', 'build/esm']) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
}

function esm() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || target.import === undefined) continue;
    const cjs = path.join(ROOT, target.require.default);
    const cjsTypes = path.join(ROOT, target.require.types);
    const mjs = path.join(ROOT, target.import.default);
    const mjsTypes = path.join(ROOT, target.import.types);
    if (!fs.existsSync(cjs)) {
      process.stdout.write(`build: no ${target.require.default}, so no ES module entry for ${subpath}\n`);
      continue;
    }
    const names = Object.keys(require(cjs)).filter((n) => n !== 'default' && n !== '__esModule').sort();
    fs.mkdirSync(path.dirname(mjs), { recursive: true });
    const from = specifier(mjs, cjs);
    fs.writeFileSync(mjs, `import lib from '${from}';\n\nexport const { ${names.join(', ')} } = lib;\nexport default lib;\n`);
    const typesFrom = specifier(mjsTypes, cjsTypes).replace(/\.d\.ts$/, '.js');
    fs.writeFileSync(mjsTypes, `import * as lib from '${typesFrom}';\n\nexport * from '${typesFrom}';\nexport default lib;\n`);
  }
}

const steps = { clean, esm };
const step = steps[process.argv[2]];
if (step === undefined) {
  process.stderr.write(`usage: node scripts/build.js ${Object.keys(steps).join('|')}\n`);
  process.exit(2);
}
step();
