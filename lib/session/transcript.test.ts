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

  it('names the first line that differs', () => {
    expect(firstDifference('a\nb\nc\n', 'a\nb\nc\n')).toBeNull();
    expect(firstDifference('a\nb\nc\n', 'a\nB\nc\n')).toEqual({ line: 2, expected: 'b', actual: 'B' });
    expect(firstDifference('a\nb\n', 'a\nb\nmore\n')).toEqual({ line: 3, expected: '', actual: 'more' });
  });
});
