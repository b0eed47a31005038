import { describe, expect, test } from 'vitest';
import { studioArgs } from './studio-cli.ts';

describe('studio CLI arguments', () => {
  test('a staff token that begins with a dash is the token, not an option', () => {
    const { values, positionals } = studioArgs(['--server', 'http://127.0.0.1:3000', '--token', '-Xa9_b', 'pages/en']);
    expect(values).toMatchObject({ server: 'http://127.0.0.1:3000', token: '-Xa9_b' });
    expect(positionals).toEqual(['pages/en']);
  });

  test('--name=value and an unknown option are read as before', () => {
    expect(studioArgs(['--token=abc', '--locale', 'de'], ['locale']).values).toMatchObject({ token: 'abc', locale: 'de' });
    expect(() => studioArgs(['--colour', 'red'])).toThrow(/colour/);
  });
});
