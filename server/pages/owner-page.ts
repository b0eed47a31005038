import { ownerPath } from '../../domain/catalog/owner-path.ts';
import { tFor } from '../../domain/i18n/index.ts';
import { findBikeModel } from '../commerce/catalog/find-bike-model.ts';
import { catalogueLabels, specificationRows } from '../commerce/catalog/catalogue-labels.ts';
import { productNameIn, textIn } from '../../domain/catalog/catalogue-texts.ts';
import { localiseHtml } from '../commerce/content/localise-links.ts';
import { lookupUrl } from '../commerce/content/url-lookup.ts';
import { escapeHtml } from '../render/escape.ts';
import { PAGE_SCHEMA_VERSION } from '../../schemas/page-version.ts';
import { node } from './node.ts';
import type { PageRequest } from './types.ts';

const table = (head: [string, string], rows: [string, string][]) =>
  `<table><thead><tr><th>${escapeHtml(head[0])}</th><th>${escapeHtml(head[1])}</th></tr></thead><tbody>${rows
    .map(([a, b]) => `<tr><td>${escapeHtml(a)}</td><td>${escapeHtml(b)}</td></tr>`)
    .join('')}</tbody></table>`;

/**
 * /my-{product}/ (spec section 2): for owners of a bike model, its manuals, the spec sheet of
 * each tier, the service schedule and the warranty registration form, all registry blocks.
 */
export async function composeOwnerPage(req: PageRequest, params: Record<string, string>) {
  const lookup = await lookupUrl(req.db, params['model'] ?? '', req.site.dataEnv);
  const model = lookup.page_type === 'parent-bike' && lookup.target_id ? await findBikeModel(req.db, lookup.target_id) : undefined;
  if (!model?.tiers.length) return undefined;
  const locale = req.site.locale;
  const t = tFor(locale, 'owner');
  const labels = await catalogueLabels(req.db, locale);
  const manual = (key: string) => ({ question: t(`manuals.${key}Question`), answerHtml: t(`manuals.${key}Answer`) });
  const service = (key: string): [string, string] => [t(`service.${key}`), t(`service.${key}What`)];
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'owner' as const,
    layout: 'default' as const,
    locale,
    meta: {
      title: t('title', { name: model.name }),
      description: t('intro', { name: model.name }),
      canonical: `${req.site.prefix}${ownerPath(model.url_key)}`,
    },
    root: node('stack', 'owner-page', { width: 'narrow', gap: 'large' }, [
      node('heading', 'owner-title', { text: t('title', { name: model.name }), level: 1, eyebrow: textIn(model.subtitle, locale) }),
      node('rich-text', 'owner-intro', { html: `<p>${escapeHtml(t('intro', { name: model.name }))}</p>` }),
      node('accordion-menu', 'owner-manuals', { heading: t('manuals.heading'), sections: ['setup', 'ride', 'care', 'torque'].map(manual) }),
      node('accordion-menu', 'owner-specs', {
        heading: t('specs.heading'),
        sections: model.tiers.map((tier) => ({
          question: t('specs.tier', { name: productNameIn(tier, locale) }),
          answerHtml: table(
            [t('specs.part'), t('specs.value')],
            specificationRows(tier, locale, labels).map(({ label, value }): [string, string] => [label, value]),
          ),
        })),
      }),
      node('heading', 'owner-service-title', { text: t('service.heading'), level: 2 }),
      node('rich-text', 'owner-service', {
        html: localiseHtml(
          `${table([t('service.when'), t('service.what')], ['first', 'halfYear', 'year'].map(service))}<p>${t('service.book')}</p>`,
          req.site.prefix,
        ),
      }),
      node('warranty-registration', 'warranty-registration', { modelSku: model.sku, modelName: model.name }),
    ]),
  };
}
