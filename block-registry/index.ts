import type { ComponentType } from 'react';
import type { PageNode } from '../schemas/generated/index.ts';
import { AccordionMenu } from './blocks/accordion-menu/AccordionMenu.tsx';
import { CallToAction } from './blocks/call-to-action/CallToAction.tsx';
import { CardGrid } from './blocks/card-grid/CardGrid.tsx';
import { Columns } from './blocks/columns/Columns.tsx';
import { EmailSignUp } from './blocks/email-sign-up/EmailSignUp.tsx';
import { GoInStore } from './blocks/go-in-store/GoInStore.tsx';
import { Heading } from './blocks/heading/Heading.tsx';
import { Hero } from './blocks/hero/Hero.tsx';
import { Image } from './blocks/image/Image.tsx';
import { RichText } from './blocks/rich-text/RichText.tsx';
import { Stack } from './blocks/stack/Stack.tsx';
import { UspBar } from './blocks/usp-bar/UspBar.tsx';
import type { BlockComponentProps, BlockDefinition, BlockRegistry } from './types.ts';
import type { BlockNamespace } from '../domain/i18n/messages/block-namespaces.ts';

export type { BlockComponentProps, BlockDefinition, BlockRegistry } from './types.ts';

/**
 * The only place that lists blocks: node type → its component (in the entry bundle) or how to
 * load it (a chunk of its own), and its schema. The entry holds the small blocks home and content
 * pages are made of; a block that shows products, and every rarer one, is loaded, so a page
 * carries only the blocks its tree names. A block only staff pages show is always loaded, so
 * shoppers never download it (docs/decisions/017).
 */
export const blocks: BlockRegistry = {
  'action-bar': { load: () => import('./blocks/action-bar/ActionBar.tsx').then((m) => m.ActionBar), schemaId: 'blocks/action-bar.json' },
  'account-layout': {
    load: () => import('./blocks/account-layout/AccountLayout.tsx').then((m) => m.AccountLayout),
    schemaId: 'blocks/account-layout.json',
    messages: ['account'],
  },
  'account-newsletter': {
    load: () => import('./blocks/account-newsletter/AccountNewsletter.tsx').then((m) => m.AccountNewsletter),
    schemaId: 'blocks/account-newsletter.json',
    messages: ['account'],
  },
  'account-order-detail': {
    load: () => import('./blocks/account-order-detail/AccountOrderDetail.tsx').then((m) => m.AccountOrderDetail),
    schemaId: 'blocks/account-order-detail.json',
    messages: ['account', 'owner'],
  },
  'account-orders': {
    load: () => import('./blocks/account-orders/AccountOrders.tsx').then((m) => m.AccountOrders),
    schemaId: 'blocks/account-orders.json',
    messages: ['account'],
  },
  'account-profile': {
    load: () => import('./blocks/account-profile/AccountProfile.tsx').then((m) => m.AccountProfile),
    schemaId: 'blocks/account-profile.json',
    messages: ['account'],
  },
  'account-shipping': {
    load: () => import('./blocks/account-shipping/AccountShipping.tsx').then((m) => m.AccountShipping),
    schemaId: 'blocks/account-shipping.json',
    messages: ['account'],
  },
  'auth-login': { load: () => import('./blocks/auth-login/AuthLogin.tsx').then((m) => m.AuthLogin), schemaId: 'blocks/auth-login.json', messages: ['account'] },
  'auth-register': {
    load: () => import('./blocks/auth-register/AuthRegister.tsx').then((m) => m.AuthRegister),
    schemaId: 'blocks/auth-register.json',
    messages: ['account'],
  },
  'auth-reset-password': {
    load: () => import('./blocks/auth-reset-password/AuthResetPassword.tsx').then((m) => m.AuthResetPassword),
    schemaId: 'blocks/auth-reset-password.json',
    messages: ['account'],
  },
  checkout: {
    load: () => import('./blocks/checkout/Checkout.tsx').then((m) => m.Checkout),
    schemaId: 'blocks/checkout.json',
    messages: ['checkout', 'account'],
  },
  'checkout-confirmation': {
    load: () => import('./blocks/checkout/CheckoutConfirmation.tsx').then((m) => m.CheckoutConfirmation),
    schemaId: 'blocks/checkout-confirmation.json',
    messages: ['checkout'],
  },
  'cycle-to-work-quote': {
    load: () => import('./blocks/cycle-to-work-quote/CycleToWorkQuote.tsx').then((m) => m.CycleToWorkQuote),
    schemaId: 'blocks/cycle-to-work-quote.json',
    messages: ['cycletowork'],
  },
  'bike-model': { load: () => import('./blocks/bike-model/BikeModel.tsx').then((m) => m.BikeModel), schemaId: 'blocks/bike-model.json', messages: ['owner'] },
  'category-header': {
    load: () => import('./blocks/category-header/CategoryHeader.tsx').then((m) => m.CategoryHeader),
    schemaId: 'blocks/category-header.json',
  },
  'dev-outbox': { load: () => import('./blocks/dev-outbox/DevOutbox.tsx').then((m) => m.DevOutbox), schemaId: 'blocks/dev-outbox.json', messages: ['account'] },
  'accordion-menu': { component: AccordionMenu, schemaId: 'blocks/accordion-menu.json' },
  'call-to-action': { component: CallToAction, schemaId: 'blocks/call-to-action.json' },
  'card-grid': { component: CardGrid, schemaId: 'blocks/card-grid.json' },
  carousel: { load: () => import('./blocks/carousel/Carousel.tsx').then((m) => m.Carousel), schemaId: 'blocks/carousel.json' },
  columns: { component: Columns, schemaId: 'blocks/columns.json' },
  'blog-list': { load: () => import('./blocks/blog-list/BlogList.tsx').then((m) => m.BlogList), schemaId: 'blocks/blog-list.json', messages: ['blog'] },
  'blog-post': { load: () => import('./blocks/blog-post/BlogPost.tsx').then((m) => m.BlogPost), schemaId: 'blocks/blog-post.json', messages: ['blog'] },
  'catalogue-import': {
    load: () => import('./blocks/catalogue-import/CatalogueImport.tsx').then((m) => m.CatalogueImport),
    schemaId: 'blocks/catalogue-import.json',
  },
  'data-table': { load: () => import('./blocks/data-table/DataTable.tsx').then((m) => m.DataTable), schemaId: 'blocks/data-table.json' },
  'detail-panel': { load: () => import('./blocks/detail-panel/DetailPanel.tsx').then((m) => m.DetailPanel), schemaId: 'blocks/detail-panel.json' },
  'product-photos': { load: () => import('./blocks/product-photos/ProductPhotos.tsx').then((m) => m.ProductPhotos), schemaId: 'blocks/product-photos.json' },
  diagnostic: { load: () => import('./blocks/diagnostic/Diagnostic.tsx').then((m) => m.Diagnostic), schemaId: 'blocks/diagnostic.json' },
  'email-sign-up': { component: EmailSignUp, schemaId: 'blocks/email-sign-up.json' },
  'error-page': { load: () => import('./blocks/error-page/ErrorPage.tsx').then((m) => m.ErrorPage), schemaId: 'blocks/error-page.json' },
  'finance-calculator': {
    load: () => import('./blocks/finance-calculator/FinanceCalculator.tsx').then((m) => m.FinanceCalculator),
    schemaId: 'blocks/finance-calculator.json',
  },
  'finance-from': { load: () => import('./blocks/finance-from/FinanceFrom.tsx').then((m) => m.FinanceFrom), schemaId: 'blocks/finance-from.json' },
  'go-in-store': { component: GoInStore, schemaId: 'blocks/go-in-store.json' },
  heading: { component: Heading, schemaId: 'blocks/heading.json' },
  hero: { component: Hero, schemaId: 'blocks/hero.json' },
  image: { component: Image, schemaId: 'blocks/image.json' },
  'product-detail': {
    load: () => import('./blocks/product-detail/ProductDetail.tsx').then((m) => m.ProductDetail),
    schemaId: 'blocks/product-detail.json',
    messages: ['account', 'owner'],
  },
  'product-grid': { load: () => import('./blocks/product-grid/ProductGrid.tsx').then((m) => m.ProductGrid), schemaId: 'blocks/product-grid.json' },
  'product-lister': { load: () => import('./blocks/product-lister/ProductLister.tsx').then((m) => m.ProductLister), schemaId: 'blocks/product-lister.json' },
  'product-reviews': {
    load: () => import('./blocks/product-reviews/ProductReviews.tsx').then((m) => m.ProductReviews),
    schemaId: 'blocks/product-reviews.json',
  },
  'review-form': { load: () => import('./blocks/review-form/ReviewForm.tsx').then((m) => m.ReviewForm), schemaId: 'blocks/review-form.json' },
  'review-summary': { load: () => import('./blocks/review-summary/ReviewSummary.tsx').then((m) => m.ReviewSummary), schemaId: 'blocks/review-summary.json' },
  'qa-fault': { load: () => import('./blocks/qa-fault/QaFault.tsx').then((m) => m.QaFault), schemaId: 'blocks/qa-fault.json' },
  'recently-viewed': {
    load: () => import('./blocks/recently-viewed/RecentlyViewed.tsx').then((m) => m.RecentlyViewed),
    schemaId: 'blocks/recently-viewed.json',
  },
  'rich-text': { component: RichText, schemaId: 'blocks/rich-text.json' },
  'schema-form': { load: () => import('./blocks/schema-form/SchemaForm.tsx').then((m) => m.SchemaForm), schemaId: 'blocks/schema-form.json' },
  'search-form': { load: () => import('./blocks/search-form/SearchForm.tsx').then((m) => m.SearchForm), schemaId: 'blocks/search-form.json' },
  stack: { component: Stack, schemaId: 'blocks/stack.json' },
  'studio-editor': { load: () => import('./blocks/studio-editor/StudioEditor.tsx').then((m) => m.StudioEditor), schemaId: 'blocks/studio-editor.json' },
  'studio-login': { load: () => import('./blocks/studio-login/StudioLogin.tsx').then((m) => m.StudioLogin), schemaId: 'blocks/studio-login.json' },
  'studio-shell': { load: () => import('./blocks/studio-shell/StudioShell.tsx').then((m) => m.StudioShell), schemaId: 'blocks/studio-shell.json' },
  'studio-pages': { load: () => import('./blocks/studio-pages/StudioPages.tsx').then((m) => m.StudioPages), schemaId: 'blocks/studio-pages.json' },
  'usp-bar': { component: UspBar, schemaId: 'blocks/usp-bar.json' },
  'warranty-registration': {
    load: () => import('./blocks/warranty-registration/WarrantyRegistration.tsx').then((m) => m.WarrantyRegistration),
    schemaId: 'blocks/warranty-registration.json',
    messages: ['owner'],
  },
};

export type AnyBlockComponent = ComponentType<BlockComponentProps<Record<string, unknown>>>;

const loaded = new Map<string, AnyBlockComponent>();
const loading = new Map<string, Promise<AnyBlockComponent>>();

/** The block's component once it has been loaded, else undefined (unknown types too). */
export function loadedBlock(type: string): AnyBlockComponent | undefined {
  return lookupBlock(type)?.component ?? loaded.get(type);
}

/** Loads a block's component once; later calls get the same promise. */
export function loadBlock(type: string): Promise<AnyBlockComponent> {
  const block = lookupBlock(type);
  if (!block) return Promise.reject(new Error(`Unknown block type "${type}"`));
  if (block.component) return Promise.resolve(block.component);
  const { load } = block;
  let promise = loading.get(type);
  if (!promise) {
    promise = load().then((component) => {
      loaded.set(type, component);
      return component;
    });
    // A failed load (a dropped connection) may be tried again.
    promise.catch(() => loading.delete(type));
    loading.set(type, promise);
  }
  return promise;
}

/** Every known block type a tree names, its root included. */
export function blockTypesOf(root: PageNode): string[] {
  const types = new Set<string>();
  const visit = (node: PageNode) => {
    if (lookupBlock(node.type)) types.add(node.type);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return [...types];
}

/** Whether the components of every block a tree names are loaded: it renders without waiting. */
export function blocksLoaded(root: PageNode): boolean {
  return blockTypesOf(root).every((type) => loadedBlock(type) !== undefined);
}

/** Loads the components of every block a tree names, so it renders (and hydrates) without waiting. */
export async function loadBlocksOf(root: PageNode): Promise<void> {
  await Promise.all(blockTypesOf(root).map(loadBlock));
}

/** The namespaces of messages only some blocks use (domain/i18n/messages/block-namespaces.ts) that a tree's blocks need. */
export function messagesOf(root: PageNode): BlockNamespace[] {
  return [...new Set(blockTypesOf(root).flatMap((type) => lookupBlock(type)?.messages ?? []))];
}

/** Loads every block (tests that render blocks one by one). */
export async function loadAllBlocks(): Promise<void> {
  await Promise.all(Object.keys(blocks).map(loadBlock));
}

export function lookupBlock(type: string): BlockDefinition<Record<string, unknown>> | undefined {
  return Object.hasOwn(blocks, type) ? (blocks[type as keyof BlockRegistry] as BlockDefinition<Record<string, unknown>>) : undefined;
}
