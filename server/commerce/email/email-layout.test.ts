import { expect, test } from 'vitest';
import { retryDelaySeconds } from '../../integrations/email/deliver-outbox.ts';
import { textEmail } from './email-layout.ts';

test('the HTML part escapes the text, keeps its lines and makes its web addresses links', () => {
  const email = textEmail('test', 'de', 'Betreff <b>', 'Hallo <script>x</script>,\nzweite Zeile\n\nLink: https://shop.example/auth/?token=a&b=c');
  expect(email.bodyHtml).toContain('<html lang="de">');
  expect(email.bodyHtml).toContain('<title>Betreff &lt;b&gt;</title>');
  expect(email.bodyHtml).toContain('Hallo &lt;script&gt;x&lt;/script&gt;,<br>zweite Zeile</p>');
  expect(email.bodyHtml).not.toContain('<script>');
  expect(email.bodyHtml).toContain('<a href="https://shop.example/auth/?token=a&amp;b=c" style="color:#0b5d3b">https://shop.example/auth/?token=a&amp;b=c</a>');
  expect(email).toMatchObject({ kind: 'test', locale: 'de', subject: 'Betreff <b>' });
});

test('a refused email waits base, 2×base, 4×base … seconds, at most a day', () => {
  expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 60))).toEqual([60, 120, 240, 480]);
  expect(retryDelaySeconds(20, 60)).toBe(86_400);
  expect(retryDelaySeconds(3, 0)).toBe(0);
});
