import { ActionBar } from './blocks/action-bar/ActionBar.tsx';
import { AccountLayout } from './blocks/account-layout/AccountLayout.tsx';
import { AccountNewsletter } from './blocks/account-newsletter/AccountNewsletter.tsx';
import { AccountOrderDetail } from './blocks/account-order-detail/AccountOrderDetail.tsx';
import { AccountOrders } from './blocks/account-orders/AccountOrders.tsx';
import { AccountProfile } from './blocks/account-profile/AccountProfile.tsx';
import { AccountShipping } from './blocks/account-shipping/AccountShipping.tsx';
import { AuthLogin } from './blocks/auth-login/AuthLogin.tsx';
import { AuthRegister } from './blocks/auth-register/AuthRegister.tsx';
import { AuthResetPassword } from './blocks/auth-reset-password/AuthResetPassword.tsx';
import { Checkout } from './blocks/checkout/Checkout.tsx';
import { CheckoutConfirmation } from './blocks/checkout/CheckoutConfirmation.tsx';
import { CycleToWorkQuote } from './blocks/cycle-to-work-quote/CycleToWorkQuote.tsx';
import { BikeModel } from './blocks/bike-model/BikeModel.tsx';
import { CatalogueImport } from './blocks/catalogue-import/CatalogueImport.tsx';
import { CategoryHeader } from './blocks/category-header/CategoryHeader.tsx';
import { DevOutbox } from './blocks/dev-outbox/DevOutbox.tsx';
import { AccordionMenu } from './blocks/accordion-menu/AccordionMenu.tsx';
import { CallToAction } from './blocks/call-to-action/CallToAction.tsx';
import { CardGrid } from './blocks/card-grid/CardGrid.tsx';
import { Carousel } from './blocks/carousel/Carousel.tsx';
import { Columns } from './blocks/columns/Columns.tsx';
import { BlogList } from './blocks/blog-list/BlogList.tsx';
import { BlogPost } from './blocks/blog-post/BlogPost.tsx';
import { DataTable } from './blocks/data-table/DataTable.tsx';
import { DetailPanel } from './blocks/detail-panel/DetailPanel.tsx';
import { ProductPhotos } from './blocks/product-photos/ProductPhotos.tsx';
import { Diagnostic } from './blocks/diagnostic/Diagnostic.tsx';
import { EmailSignUp } from './blocks/email-sign-up/EmailSignUp.tsx';
import { ErrorPage } from './blocks/error-page/ErrorPage.tsx';
import { FinanceCalculator } from './blocks/finance-calculator/FinanceCalculator.tsx';
import { FinanceFrom } from './blocks/finance-from/FinanceFrom.tsx';
import { GoInStore } from './blocks/go-in-store/GoInStore.tsx';
import { Heading } from './blocks/heading/Heading.tsx';
import { Hero } from './blocks/hero/Hero.tsx';
import { Image } from './blocks/image/Image.tsx';
import { QaFault } from './blocks/qa-fault/QaFault.tsx';
import { ProductDetail } from './blocks/product-detail/ProductDetail.tsx';
import { ProductGrid } from './blocks/product-grid/ProductGrid.tsx';
import { ProductLister } from './blocks/product-lister/ProductLister.tsx';
import { ProductReviews } from './blocks/product-reviews/ProductReviews.tsx';
import { ReviewForm } from './blocks/review-form/ReviewForm.tsx';
import { ReviewSummary } from './blocks/review-summary/ReviewSummary.tsx';
import { RecentlyViewed } from './blocks/recently-viewed/RecentlyViewed.tsx';
import { RichText } from './blocks/rich-text/RichText.tsx';
import { SchemaForm } from './blocks/schema-form/SchemaForm.tsx';
import { SearchForm } from './blocks/search-form/SearchForm.tsx';
import { Stack } from './blocks/stack/Stack.tsx';
import { StudioEditor } from './blocks/studio-editor/StudioEditor.tsx';
import { StudioLogin } from './blocks/studio-login/StudioLogin.tsx';
import { StudioPages } from './blocks/studio-pages/StudioPages.tsx';
import { StudioShell } from './blocks/studio-shell/StudioShell.tsx';
import { UspBar } from './blocks/usp-bar/UspBar.tsx';
import { WarrantyRegistration } from './blocks/warranty-registration/WarrantyRegistration.tsx';
import type { BlockDefinition, BlockRegistry } from './types.ts';

export type { BlockComponentProps, BlockDefinition, BlockRegistry } from './types.ts';

/** The only place that lists blocks: node type → component and schema. */
export const blocks: BlockRegistry = {
  'action-bar': { component: ActionBar, schemaId: 'blocks/action-bar.json' },
  'account-layout': { component: AccountLayout, schemaId: 'blocks/account-layout.json' },
  'account-newsletter': { component: AccountNewsletter, schemaId: 'blocks/account-newsletter.json' },
  'account-order-detail': { component: AccountOrderDetail, schemaId: 'blocks/account-order-detail.json' },
  'account-orders': { component: AccountOrders, schemaId: 'blocks/account-orders.json' },
  'account-profile': { component: AccountProfile, schemaId: 'blocks/account-profile.json' },
  'account-shipping': { component: AccountShipping, schemaId: 'blocks/account-shipping.json' },
  'auth-login': { component: AuthLogin, schemaId: 'blocks/auth-login.json' },
  'auth-register': { component: AuthRegister, schemaId: 'blocks/auth-register.json' },
  'auth-reset-password': { component: AuthResetPassword, schemaId: 'blocks/auth-reset-password.json' },
  checkout: { component: Checkout, schemaId: 'blocks/checkout.json' },
  'checkout-confirmation': { component: CheckoutConfirmation, schemaId: 'blocks/checkout-confirmation.json' },
  'cycle-to-work-quote': { component: CycleToWorkQuote, schemaId: 'blocks/cycle-to-work-quote.json' },
  'bike-model': { component: BikeModel, schemaId: 'blocks/bike-model.json' },
  'category-header': { component: CategoryHeader, schemaId: 'blocks/category-header.json' },
  'dev-outbox': { component: DevOutbox, schemaId: 'blocks/dev-outbox.json' },
  'accordion-menu': { component: AccordionMenu, schemaId: 'blocks/accordion-menu.json' },
  'call-to-action': { component: CallToAction, schemaId: 'blocks/call-to-action.json' },
  'card-grid': { component: CardGrid, schemaId: 'blocks/card-grid.json' },
  carousel: { component: Carousel, schemaId: 'blocks/carousel.json' },
  columns: { component: Columns, schemaId: 'blocks/columns.json' },
  'blog-list': { component: BlogList, schemaId: 'blocks/blog-list.json' },
  'blog-post': { component: BlogPost, schemaId: 'blocks/blog-post.json' },
  'catalogue-import': { component: CatalogueImport, schemaId: 'blocks/catalogue-import.json' },
  'data-table': { component: DataTable, schemaId: 'blocks/data-table.json' },
  'detail-panel': { component: DetailPanel, schemaId: 'blocks/detail-panel.json' },
  'product-photos': { component: ProductPhotos, schemaId: 'blocks/product-photos.json' },
  diagnostic: { component: Diagnostic, schemaId: 'blocks/diagnostic.json' },
  'email-sign-up': { component: EmailSignUp, schemaId: 'blocks/email-sign-up.json' },
  'error-page': { component: ErrorPage, schemaId: 'blocks/error-page.json' },
  'finance-calculator': { component: FinanceCalculator, schemaId: 'blocks/finance-calculator.json' },
  'finance-from': { component: FinanceFrom, schemaId: 'blocks/finance-from.json' },
  'go-in-store': { component: GoInStore, schemaId: 'blocks/go-in-store.json' },
  heading: { component: Heading, schemaId: 'blocks/heading.json' },
  hero: { component: Hero, schemaId: 'blocks/hero.json' },
  image: { component: Image, schemaId: 'blocks/image.json' },
  'product-detail': { component: ProductDetail, schemaId: 'blocks/product-detail.json' },
  'product-grid': { component: ProductGrid, schemaId: 'blocks/product-grid.json' },
  'product-lister': { component: ProductLister, schemaId: 'blocks/product-lister.json' },
  'product-reviews': { component: ProductReviews, schemaId: 'blocks/product-reviews.json' },
  'review-form': { component: ReviewForm, schemaId: 'blocks/review-form.json' },
  'review-summary': { component: ReviewSummary, schemaId: 'blocks/review-summary.json' },
  'qa-fault': { component: QaFault, schemaId: 'blocks/qa-fault.json' },
  'recently-viewed': { component: RecentlyViewed, schemaId: 'blocks/recently-viewed.json' },
  'rich-text': { component: RichText, schemaId: 'blocks/rich-text.json' },
  'schema-form': { component: SchemaForm, schemaId: 'blocks/schema-form.json' },
  'search-form': { component: SearchForm, schemaId: 'blocks/search-form.json' },
  stack: { component: Stack, schemaId: 'blocks/stack.json' },
  'studio-editor': { component: StudioEditor, schemaId: 'blocks/studio-editor.json' },
  'studio-login': { component: StudioLogin, schemaId: 'blocks/studio-login.json' },
  'studio-shell': { component: StudioShell, schemaId: 'blocks/studio-shell.json' },
  'studio-pages': { component: StudioPages, schemaId: 'blocks/studio-pages.json' },
  'usp-bar': { component: UspBar, schemaId: 'blocks/usp-bar.json' },
  'warranty-registration': { component: WarrantyRegistration, schemaId: 'blocks/warranty-registration.json' },
};

export function lookupBlock(type: string): BlockDefinition<Record<string, unknown>> | undefined {
  return Object.hasOwn(blocks, type) ? (blocks[type as keyof BlockRegistry] as BlockDefinition<Record<string, unknown>>) : undefined;
}
