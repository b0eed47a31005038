import express, { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { addProductPhoto, tooLargeMessage } from '../commerce/catalog/product-photos.ts';
import type { Database } from '../db/database.ts';
import type { PhotoStorage } from '../integrations/photos/photo-storage.ts';
import { catalogueRecorder } from './studio-catalogue.ts';

/**
 * POST /studio/api/catalogue/products/{sku}/photos: the photograph file itself as the body
 * (Content-Type image/jpeg, image/png, image/webp or image/avif), read before the studio's JSON
 * reader. Answers 201 with the product's photographs; 413 over `maxBytes`, 400 for anything
 * that does not decode as a photograph (whatever its name or type says).
 */
export function studioPhotoUploads(db: Database, storage: PhotoStorage, maxBytes: number, guard: RequestHandler): Router {
  const router = Router();
  const tooLarge: RequestHandler = (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (declared > maxBytes) return void res.status(413).json({ message: tooLargeMessage(maxBytes, declared) });
    next();
  };
  const readFile = express.raw({ type: () => true, limit: maxBytes });
  const readErrors: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type === 'entity.too.large') return void res.status(413).json({ message: tooLargeMessage(maxBytes) });
    next(error);
  };
  router.post('/products/:sku/photos', guard, tooLarge, readFile, async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const photos = await addProductPhoto(db, storage, String(req.params['sku']), body, catalogueRecorder(res));
    res.status(201).json({ photos, message: 'Photograph added.' });
  });
  router.use(readErrors);
  return router;
}
