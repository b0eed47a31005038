import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.ts';

/**
 * No container engine runs the suite, so the deployment files are checked against the
 * code they describe: `tests/api/deployment.test.ts` runs the same topology without containers.
 */
const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> | string[]; volumes?: string[] }>;
};
const dockerfile = readFileSync('Dockerfile', 'utf8');
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
const envKeys = Object.keys((JSON.parse(readFileSync('schemas/env.schema.json', 'utf8')) as { properties: object }).properties);
const apps = Object.entries(compose.services).filter(([name]) => name.startsWith('app-'));

test('the image runs as a user without privileges, checks readiness, and copies every source folder the server imports', () => {
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  expect(final).toMatch(/\nUSER node\n/);
  expect(final).toMatch(/HEALTHCHECK[\s\S]*\/readyz/);
  for (const folder of ['schemas', 'domain', 'renderer', 'block-registry', 'server', 'fixtures']) expect(final).toContain(`COPY ${folder} ./${folder}`);
  expect(final).toContain('COPY --from=build /app/dist ./dist');
  // The server runs from its bundle (npm run build makes it), as npm start runs it: plain node, no TypeScript loader.
  expect(final).toContain(`CMD ${JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'dist/server/main.mjs'])}`.replaceAll('","', '", "'));
  expect(dockerfile).toMatch(/RUN npm run build\n/);
  expect((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['build']).toContain('build-server.ts');
});

test('npm start and the image start the server with the same V8 flags and allocator settings', () => {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['start'];
  expect(start).toMatch(new RegExp(`\\bnode ${SERVER_NODE_FLAGS.join(' ')} dist/server/main\\.mjs$`));
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const settings = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
  expect(start).toContain(` ${settings.join(' ')} node `);
  for (const setting of settings) expect(final).toContain(`\nENV ${setting}\n`);
});

test('two app processes in the production configuration, trusting only the proxy', () => {
  expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2']);
  const proxyNetworks = compose.services['proxy']?.networks as Record<string, { ipv4_address?: string }>;
  const proxyAddress = Object.values(proxyNetworks)[0]?.ipv4_address;
  for (const [, app] of apps) {
    expect(app.environment).toMatchObject({ NODE_ENV: 'production', DEMO: 'false', TRUST_PROXY: proxyAddress });
    for (const key of Object.keys(app.environment ?? {})) expect(envKeys).toContain(key);
  }
});

test('the proxy sends to both app processes and checks their readiness', () => {
  const upstreams = caddyfile
    .match(/reverse_proxy ([^{]+)\{/)?.[1]
    ?.trim()
    .split(/\s+/);
  expect(upstreams).toEqual(apps.map(([name]) => `${name}:${apps[0]?.[1].environment?.['PORT']}`));
  expect(caddyfile).toMatch(/health_uri \/readyz/);
  expect(compose.services['proxy']?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
});
