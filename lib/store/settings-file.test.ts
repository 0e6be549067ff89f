// Settings as text: what this freecell does not take is never lost in a rewrite, whatever its name.

import { formatSettings, parseSettingsFile } from '.';

describe('settings this freecell does not take', () => {
  it('are written back as they were, even under names an object already has (constructor, toString, __proto__)', () => {
    const text = '{"format":"freecell-settings","version":1,"settings":{"autoplay":false,"constructor":1,"toString":"x","__proto__":{"a":1},"language":"fr"},"hasOwnProperty":2}';
    const read = parseSettingsFile(text);
    expect(read.settings).toEqual({ autoplay: false });
    expect(read.notTaken.map((x) => x.field)).toEqual(['constructor', 'toString', '__proto__', 'language']);
    const again = JSON.parse(formatSettings({ ...read.settings, ascii: true }, read.others, read.foreign)) as Record<string, unknown>;
    expect(Object.keys(again.settings as object)).toEqual(['autoplay', 'ascii', 'constructor', 'toString', '__proto__', 'language']);
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse('{"format":"freecell-settings","version":1,"settings":{"autoplay":false,"ascii":true,"constructor":1,"toString":"x","__proto__":{"a":1},"language":"fr"},"hasOwnProperty":2}'));
    expect(Object.getPrototypeOf(again.settings)).toBe(Object.prototype);
  });
});

describe('a settings file edited by hand that is not JSON', () => {
  it('is named where it stops being JSON (a comma too many, a no-break space), and as not complete when it ends first', () => {
    expect(() => parseSettingsFile('{\n  "format": "freecell-settings",\n  "version": 1,\n  "settings": {\n    "autoplay": false,\n  }\n}\n')).toThrow(
      expect.objectContaining({ code: 'BAD_SETTINGS', params: { kind: 'bad-json', line: 6, column: 3 } }),
    );
    expect(() => parseSettingsFile('{\n\u00a0"format": "freecell-settings"}')).toThrow(expect.objectContaining({ params: { kind: 'bad-json', line: 2, column: 1 } }));
    expect(() => parseSettingsFile('{"format":"freecell-settings"')).toThrow(expect.objectContaining({ params: { kind: 'not-json' } }));
  });
});
