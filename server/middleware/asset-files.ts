import express, { type Router } from 'express';
import { join } from 'node:path';
import { COMBINED_STYLES_PATH } from '../../domain/stylesheets.ts';
import { FLAGS_DIR } from '../render/flag-assets.ts';
import { combinedStylesheets } from './combined-styles.ts';
import { precompressedFiles } from './precompressed.ts';

/**
 * Everything below `/assets/`: a page's stylesheets put together, the client build's files (its
 * compressed copies where the browser takes them), the shop's public files and the flags. Any
 * other address there is a plain 404, never a page.
 */
export function assetFiles(clientDir: string): Router {
  const built = join(clientDir, 'assets');
  // Content-hashed build files never change under their name: cached for a year.
  const hashed = { immutable: true, maxAge: '1y' };
  const router = express.Router();
  router.use(COMBINED_STYLES_PATH, combinedStylesheets(built));
  router.use('/assets', precompressedFiles(built, hashed));
  router.use('/assets', express.static(built, { ...hashed, index: false }));
  router.use('/assets', express.static(join(process.cwd(), 'renderer', 'public'), { maxAge: '1d', index: false }));
  router.use('/assets/flags', express.static(FLAGS_DIR, { maxAge: '30d', index: false }));
  router.use('/assets', (_req, res) => res.status(404).type('text').send('Not found'));
  return router;
}
