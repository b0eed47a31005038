import type { LookupPageType } from '../commerce/content/url-lookup.ts';
import { accountSectionComposer, composeOrderDetail, composeWriteReview } from './account/account-pages.ts';
import { authPageComposer } from './account/auth-pages.ts';
import { composeConfirmEmail } from './account/confirm-email.ts';
import { composeDevOutbox } from './account/dev-outbox.ts';
import { composeBlockCatalogue } from './block-catalogue.ts';
import { composeBlogCategory, composeBlogList, composeBlogTag } from './blog-list.ts';
import { composeBlogPost } from './blog-post.ts';
import { composeCategory } from './category.ts';
import { composeCheckout, composeCheckoutConfirmation } from './checkout.ts';
import { composeParentBike } from './parent-bike.ts';
import { composeProductPage } from './product-page.ts';
import { composeCmsPage } from './cms-page.ts';
import { composeNewsletterConfirm } from './newsletter-confirm.ts';
import { composeCollectionScreen } from './collection-screen.ts';
import { composeCycleToWorkQuote } from './cycle-to-work-quote.ts';
import { composeQaReplay } from './qa-replay.ts';
import { composeSearch } from './search.ts';
import { composeStudioAudit } from './studio/audit-page.ts';
import { composeStudioOrder, composeStudioOrders } from './studio/orders-pages.ts';
import { composeStudioCatalogueImport } from './studio/catalogue-import-page.ts';
import { composeStudioCatalogue, composeStudioProduct } from './studio/catalogue-pages.ts';
import { composeStudioCategories, composeStudioCategory } from './studio/category-pages.ts';
import { composeStudioCoupon, composeStudioCoupons } from './studio/coupon-pages.ts';
import { composeStudioCustomer, composeStudioCustomers } from './studio/customer-pages.ts';
import { composeStudioReview, composeStudioReviews } from './studio/review-pages.ts';
import { composeStudioStaff, composeStudioStaffMember } from './studio/staff-pages.ts';
import { composeStudioEditor, composeStudioLogin, composeStudioPages } from './studio/studio-pages.ts';
import { composeUpsell } from './upsell.ts';
import { composeOwnerPage } from './owner-page.ts';
import type { Composer, ComposedPage, PageRequest } from './types.ts';

/** A page with its own path (not from the lookup). `params` are the pattern's named groups. */
export interface PageRoute {
  pattern: RegExp;
  compose(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined>;
}

/** Fixed routes, tried in order before the catch-all lookup. */
export const PAGE_ROUTES: PageRoute[] = [
  { pattern: /^\/$/, compose: composeCmsPage },
  { pattern: /^\/blocks\/$/, compose: composeBlockCatalogue },
  { pattern: /^\/search\/$/, compose: composeSearch },
  { pattern: /^\/newsletter\/confirm\/$/, compose: composeNewsletterConfirm },
  { pattern: /^\/auth\/login\/$/, compose: authPageComposer('login') },
  { pattern: /^\/auth\/register\/$/, compose: authPageComposer('register') },
  { pattern: /^\/auth\/reset-password\/$/, compose: authPageComposer('reset-password') },
  { pattern: /^\/auth\/confirm-email\/$/, compose: composeConfirmEmail },
  { pattern: /^\/my-account\/profile\/$/, compose: accountSectionComposer('profile') },
  { pattern: /^\/my-account\/newsletter\/$/, compose: accountSectionComposer('newsletter') },
  { pattern: /^\/my-account\/orders\/$/, compose: accountSectionComposer('orders') },
  { pattern: /^\/my-account\/orders\/(?<orderNumber>[A-Za-z0-9-]{1,32})\/$/, compose: composeOrderDetail },
  { pattern: /^\/my-account\/shipping\/$/, compose: accountSectionComposer('shipping') },
  { pattern: /^\/my-account\/reviews\/(?<sku>[A-Za-z0-9._%-]{1,120})\/$/, compose: composeWriteReview },
  { pattern: /^\/my-(?!account\/)(?<model>[a-z0-9][a-z0-9-]{0,119})\/$/, compose: composeOwnerPage },
  { pattern: /^\/checkout\/$/, compose: composeCheckout },
  { pattern: /^\/checkout\/confirmation\/(?<orderNumber>[0-9]{6,12})\/$/, compose: composeCheckoutConfirmation },
  { pattern: /^\/stores\/collection-screen\/$/, compose: composeCollectionScreen },
  { pattern: /^\/cycletowork\/quote\/$/, compose: composeCycleToWorkQuote },
  { pattern: /^\/blog\/$/, compose: composeBlogList },
  { pattern: /^\/blog\/category\/(?<category>[a-z0-9-]+)\/$/, compose: composeBlogCategory },
  { pattern: /^\/blog\/tag\/(?<tag>[a-z0-9-]+)\/$/, compose: composeBlogTag },
  { pattern: /^\/blog\/(?<slug>[a-z0-9-]+)\/$/, compose: composeBlogPost },
  { pattern: /^\/studio\/login\/$/, compose: composeStudioLogin },
  { pattern: /^\/studio\/$/, compose: composeStudioPages },
  { pattern: /^\/studio\/audit\/$/, compose: composeStudioAudit },
  { pattern: /^\/studio\/orders\/$/, compose: composeStudioOrders },
  { pattern: /^\/studio\/orders\/(?<number>[A-Za-z0-9-]{1,32})\/$/, compose: composeStudioOrder },
  { pattern: /^\/studio\/catalogue\/$/, compose: composeStudioCatalogue },
  { pattern: /^\/studio\/catalogue\/import\/$/, compose: composeStudioCatalogueImport },
  { pattern: /^\/studio\/catalogue\/categories\/$/, compose: composeStudioCategories },
  { pattern: /^\/studio\/catalogue\/categories\/(?<id>\d{1,9})\/$/, compose: composeStudioCategory },
  { pattern: /^\/studio\/coupons\/$/, compose: composeStudioCoupons },
  { pattern: /^\/studio\/reviews\/$/, compose: composeStudioReviews },
  { pattern: /^\/studio\/reviews\/(?<id>\d{1,9})\/$/, compose: composeStudioReview },
  { pattern: /^\/studio\/customers\/$/, compose: composeStudioCustomers },
  { pattern: /^\/studio\/customers\/(?<id>\d{1,9})\/$/, compose: composeStudioCustomer },
  { pattern: /^\/studio\/staff\/$/, compose: composeStudioStaff },
  { pattern: /^\/studio\/staff\/(?<id>\d{1,9})\/$/, compose: composeStudioStaffMember },
  { pattern: /^\/studio\/coupons\/(?<code>[A-Za-z0-9-]{1,40})\/$/, compose: composeStudioCoupon },
  { pattern: /^\/studio\/catalogue\/(?<sku>[A-Za-z0-9._%-]{1,120})\/$/, compose: composeStudioProduct },
  { pattern: /^\/studio\/pages\/(?<locale>en|de)\/(?<slug>[a-z0-9][a-z0-9-]{0,119})\/$/, compose: composeStudioEditor },
];

/** Development routes: only mounted where `mountsDevelopmentRoutes` says so, never in a production deployment. */
export const DEVELOPMENT_PAGE_ROUTES: PageRoute[] = [
  { pattern: /^\/qa\/replay\/(?<name>[a-z0-9-]+)\/$/, compose: composeQaReplay },
  { pattern: /^\/dev\/outbox\/$/, compose: composeDevOutbox },
];

/** Catch-all page types from the routing lookup → their composer. */
export const LOOKUP_COMPOSERS: Partial<Record<LookupPageType, Composer>> = {
  'cms-page': composeCmsPage,
  category: composeCategory,
  'parent-bike': composeParentBike,
  'child-bike': composeProductPage,
  pac: composeProductPage,
};

/** Any path containing 'review' is an up-sell page, which the lookup never 404s; its composer plugs in here. */
export const REVIEW_COMPOSER: { compose?: Composer } = { compose: composeUpsell };
