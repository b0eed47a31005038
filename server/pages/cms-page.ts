import type { PageNode, PageTree } from '../../schemas/generated/index.ts';
import { findCmsDraft, findCmsPage } from '../commerce/content/cms-pages.ts';
import { localiseTree } from '../commerce/content/localise-links.ts';
import { withReviewFigures } from './review-figures.ts';
import type { Composer } from './types.ts';

/** What a draft preview shows above the page, so nobody takes it for the live one. */
export const DRAFT_PREVIEW_MARKER = 'Draft preview';

function withDraftMarker(page: PageTree): PageTree {
  const marker: PageNode = {
    type: 'rich-text',
    id: 'draft-preview-marker',
    props: { html: `<p><strong>${DRAFT_PREVIEW_MARKER}</strong>: not published yet; only signed-in staff see this version.</p>` },
  };
  const root = page.root;
  return {
    ...page,
    meta: { ...page.meta, robots: 'noindex' },
    root: { type: 'stack', id: 'draft-preview', props: {}, children: [marker, root] },
  };
}

/** A page-builder page from the content store; the home page is the CMS page `home`. Staff may ask for the draft. */
export const composeCmsPage: Composer = async (req) => {
  const slug = req.lookup?.target_id ?? (req.path.replace(/^\/+|\/+$/g, '') || 'home');
  const draft = req.draftPreview ? await findCmsDraft(req.db, slug, req.site.locale) : undefined;
  const page = draft ? withDraftMarker(draft) : await findCmsPage(req.db, slug, req.site.locale);
  if (!page) return undefined;
  return { ...page, locale: req.site.locale, root: localiseTree(await withReviewFigures(req.db, page.root), req.site.prefix) };
};
