import { Router } from 'express';
import { menuEntries, type MenuName } from '../commerce/content/menus.ts';
import type { Database } from '../db/database.ts';

/** The header and footer menu calls; a failed read answers an empty list with the error. */
export function menusApi(db: Database): Router {
  const router = Router();
  const serve = (path: string, menu: MenuName, field: string, maxLevel?: number) =>
    router.get(path, async (req, res) => {
      try {
        res.json({ [field]: await menuEntries(db, menu, req.site.locale, maxLevel) });
      } catch (error) {
        req.log.warn('menu read failed', { menu, err: error });
        res.json({ [field]: [], error: 'Menu unavailable' });
      }
    });
  serve('/header/main-menu', 'main', 'mainMenuEntries');
  serve('/header/main-menu-level-1', 'main', 'mainMenuEntries', 1);
  serve('/header/nav-bar', 'nav-bar', 'navBarEntries');
  serve('/footer/footer-menu', 'footer', 'footerMenuEntries');
  return router;
}
