import { commandsAsInput, extractCommands, firstDifference } from '.';

describe('transcripts', () => {
  it('extracts the commands typed after each prompt, CRs kept, in either style', () => {
    const text = 'banner\nprompt :> tt 4 3\nboard\nprompt :> tf 1 1\r\nYou won the game!\n';
    expect(extractCommands(text)).toEqual(['tt 4 3', 'tf 1 1\r']);
    expect(extractCommands('board\n> 3a\nboard\n> \n> q\n')).toEqual(['3a', '', 'q']);
  });

  it('treats a bare prompt at the very end as the end of input', () => {
    expect(extractCommands('board\n> tc 1 1\nboard\n> \n')).toEqual(['tc 1 1']);
    expect(commandsAsInput(['a', 'b'])).toBe('a\nb\n');
  });

  it('names the first line that differs, and the first character in it', () => {
    const line = (text: string, newline = true): object => ({ text, before: 0, after: 0, newline });
    expect(firstDifference('a\nb\nc\n', 'a\nb\nc\n')).toBeNull();
    expect(firstDifference('a\nbx\nc\n', 'a\nBx\nc\n')).toEqual({ line: 2, column: 1, expected: line('bx'), actual: line('Bx') });
    expect(firstDifference('a\nbx\r\n', 'a\nbx\n')).toEqual({ line: 2, column: 3, expected: line('bx\r'), actual: line('bx') });
  });

  it('tells the end of a text from an empty line, and a last line without a newline from one with it', () => {
    const line = (text: string, newline = true): object => ({ text, before: 0, after: 0, newline });
    // the output goes on past the end of the transcript, or stops before it
    expect(firstDifference('a\nb\n', 'a\nb\nmore\n')).toEqual({ line: 3, expected: undefined, actual: line('more') });
    expect(firstDifference('a\nb\nmore\n', 'a\nb\n')).toEqual({ line: 3, expected: line('more'), actual: undefined });
    expect(firstDifference('a\n\n', 'a\n')).toEqual({ line: 2, expected: line(''), actual: undefined });
    expect(firstDifference('', 'a\n')).toEqual({ line: 1, expected: undefined, actual: line('a') });
    // the final newline missing from one of them
    expect(firstDifference('a\n> q', 'a\n> q\n')).toEqual({ line: 2, column: 4, expected: line('> q', false), actual: line('> q') });
    expect(firstDifference('a\n> q\n', 'a\n> q')).toEqual({ line: 2, column: 4, expected: line('> q'), actual: line('> q', false) });
  });

  it('shows a long line as an excerpt around the first character that differs, the same characters of both', () => {
    const expected = `${'x'.repeat(5000)}A${'y'.repeat(5000)}\n`;
    const actual = `${'x'.repeat(5000)}B${'y'.repeat(5000)}\n`;
    const d = firstDifference(expected, actual)!;
    expect(d.line).toBe(1);
    expect(d.column).toBe(5001);
    expect(d.expected!.text).toBe(`${'x'.repeat(40)}A${'y'.repeat(59)}`);
    expect(d.actual!.text).toBe(`${'x'.repeat(40)}B${'y'.repeat(59)}`);
    expect(d.expected).toMatchObject({ before: 4960, after: 4941, newline: true });
    // counted in characters, not in UTF-16 units: a suit symbol beyond the BMP is one character, never cut in two
    const wide = firstDifference(`${'🂡'.repeat(200)}A\n`, `${'🂡'.repeat(200)}B\n`)!;
    expect(wide.column).toBe(201);
    // near the end of the line, the excerpt is its last characters
    expect(wide.expected!.text).toBe(`${'🂡'.repeat(99)}A`);
    expect(wide.expected).toMatchObject({ before: 101, after: 0 });
  });
});
