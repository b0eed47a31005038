import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as esbuild from 'esbuild';

/** How the client bundle is shaped beyond esbuild's defaults: the plugins build-client.ts builds with. */

const APP = join(process.cwd(), 'renderer/client/start.tsx');
const SOURCE = /\.(tsx?)$/;

/**
 * esbuild puts code into one shared chunk per set of entry points (the entry and every module
 * loaded with import()) that reach it, and cannot merge small ones: the app's code that some lazy
 * chunks use and others do not was split into a dozen small files the entry needed before it
 * could run. So, in the bundle only, every module loaded with import() also re-exports the whole
 * app (`renderer/client/start.tsx`, which the entry runs): everything the entry reaches is then
 * reached by all of them and is one chunk, already loaded when a lazy chunk imports it. The
 * sources keep their layers; the server never sees the extra export.
 */
export function oneAppChunk(): esbuild.Plugin {
  return {
    name: 'one-app-chunk',
    setup(build) {
      const lazy = new Set<string>();
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'one-app-chunk') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'one-app-chunk' });
        if (resolved.errors.length === 0 && SOURCE.test(resolved.path)) lazy.add(resolved.path);
        return resolved;
      });
      build.onLoad({ filter: SOURCE }, (args) => {
        if (!lazy.has(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return {
          contents: `${source}\nexport * as __app from ${JSON.stringify(APP)};\n`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/** React's packages that the client's modules import by name. */
const REACT_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const REACT_MODULE = 'react-module';

/**
 * React ships CommonJS only, so esbuild gives every module that imports it an object of its own
 * with a getter per export (134 of them in the app's chunk, 46 getters each for `react`), and
 * every hook call reads through one. Imports of React's packages are answered instead by one
 * module each that takes the package's exports once and exports them by name: a module's
 * `useState` is then a plain binding. The names are the package's own, read when the build runs.
 */
export function reactAsModules(): esbuild.Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'react-as-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${REACT_PACKAGES.join('|')})$`) }, (args) => {
        if (args.namespace === REACT_MODULE || args.kind !== 'import-statement') return undefined;
        return { path: args.path, namespace: REACT_MODULE };
      });
      build.onLoad({ filter: /.*/, namespace: REACT_MODULE }, (args) => {
        const names = Object.keys(require(args.path) as object).filter((name) => name !== 'default' && name !== '__esModule');
        return {
          contents: `import cjs from ${JSON.stringify(args.path)};\nexport const { ${names.join(', ')} } = cjs;\nexport default cjs;\n`,
          loader: 'js',
          resolveDir: process.cwd(),
        };
      });
    },
  };
}

/** React Router's bundled modules (one per build, development or production). */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-\w+\.mjs$/;
/** A top-level `Link.displayName = "Link";`: a statement esbuild must keep, and with it all the component needs. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** React's calls that only make a value: `React.createContext(`, `React3.forwardRef(`, `React.memo(`. */
const REACT_FACTORY = /(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g;

/**
 * React Router ships one module of everything (the data router, framework mode, forms, its
 * server's cookies and sessions) and names each component and context with a top-level
 * `X.displayName = "X"`, which esbuild keeps as a side effect, along with X and all it calls;
 * its `createContext` and `forwardRef` calls are not marked pure either. The store imports six
 * names from it (decision 027), yet the bundle kept 14 KB of gzip of it. In a production
 * build the names (only React's developer tools show them) are left out and the calls marked
 * pure, so esbuild drops what nothing imports. The build fails if the module's shape changes
 * and none is found.
 */
export function reactRouterShaken(): esbuild.Plugin {
  return {
    name: 'react-router-shaken',
    setup(build) {
      build.onLoad({ filter: ROUTER_MODULE }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        let names = 0;
        let factories = 0;
        const contents = source
          .replace(DISPLAY_NAME, () => {
            names++;
            return '';
          })
          .replace(REACT_FACTORY, (call: string) => {
            factories++;
            return `/* @__PURE__ */ ${call}`;
          });
        const named = source.includes('.displayName = ');
        if (named && (names === 0 || factories === 0)) throw new Error(`${args.path}: React Router's module changed shape; see reactRouterShaken`);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
