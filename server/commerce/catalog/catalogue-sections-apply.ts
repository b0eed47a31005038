import type { Queryable } from '../../db/database.ts';
import type { Action, PlannedItem, SectionsPlan } from './catalogue-sections.ts';
import { writeRewrites } from './load-catalogue.ts';

const changes = <T>(items: PlannedItem<T>[], action: Action) => items.filter((p) => p.action === action).map((p) => p.item);

/** Writes a plan's new and changed categories, filter values, labels and models, inside the caller's transaction. */
export async function applySections(tx: Queryable, plan: SectionsPlan): Promise<void> {
  const newCategories = changes(plan.categories, 'create');
  if (newCategories.length) {
    // In document order, parents first: each level finds its parent's id and level.
    await tx.query(
      `insert into catalog_categories (id, url_path, parent_id, level, position, name, description, meta_title, meta_description, meta_keywords, staging_only, lists)
       select r.id, r.path, null, 1, r.position, r.name, r.description, r.meta_title, r.meta_description, r.meta_keywords, coalesce(r.staging_only, false), r.lists
       from jsonb_to_recordset($1::jsonb) as r(id integer, path text, position integer, name jsonb, description jsonb, meta_title jsonb,
         meta_description jsonb, meta_keywords jsonb, staging_only boolean, lists jsonb)`,
      [JSON.stringify(newCategories)],
    );
    await tx.query(
      `update catalog_categories c set parent_id = p.id
       from jsonb_to_recordset($1::jsonb) as r(path text, parent text) join catalog_categories p on p.url_path = r.parent
       where c.url_path = r.path`,
      [JSON.stringify(newCategories)],
    );
    await tx.query(
      `with recursive depth as (
         select id, 1 as level from catalog_categories where parent_id is null
         union all select c.id, d.level + 1 from catalog_categories c join depth d on c.parent_id = d.id)
       update catalog_categories c set level = depth.level from depth where depth.id = c.id and c.level <> depth.level`,
    );
    await writeRewrites(
      tx,
      newCategories.map((c) => ({ url_key: c.path, page_type: 'category', target_id: String(c.id) })),
    );
  }
  for (const category of changes(plan.categories, 'update'))
    await tx.query(
      `update catalog_categories set position = $2, name = $3, description = $4, meta_title = $5, meta_description = $6, meta_keywords = $7,
         staging_only = $8 where url_path = $1`,
      [
        category.path,
        category.position,
        category.name,
        category.description,
        category.meta_title,
        category.meta_description,
        category.meta_keywords,
        !!category.staging_only,
      ],
    );
  const filters = [...changes(plan.filters, 'create'), ...changes(plan.filters, 'update')];
  if (filters.length)
    await tx.query(
      `insert into catalog_attribute_values (attribute, value, label, position)
       select * from jsonb_to_recordset($1::jsonb) as r(attribute text, value text, label jsonb, position integer)
       on conflict (attribute, value) do update set label = excluded.label, position = excluded.position`,
      [JSON.stringify(filters)],
    );
  const labels = [...changes(plan.labels, 'create'), ...changes(plan.labels, 'update')];
  if (labels.length)
    await tx.query(
      `insert into catalog_labels (label_group, key, label)
       select r.group, r.key, r.label from jsonb_to_recordset($1::jsonb) as r("group" text, key text, label jsonb)
       on conflict (label_group, key) do update set label = excluded.label`,
      [JSON.stringify(labels)],
    );
  const newModels = changes(plan.models, 'create');
  if (newModels.length) {
    await tx.query(
      `insert into catalog_bike_models (sku, url_key, name, product_family, discipline, material, subtitle, description, primary_category_id, position)
       select r.sku, r.url_key, r.name, r.family, r.discipline, r.material, r.subtitle, r.description, c.id, r.position
       from jsonb_to_recordset($1::jsonb) as r(sku text, url_key text, name text, family text, discipline text, material text,
         subtitle jsonb, description jsonb, category text, position integer)
       join catalog_categories c on c.url_path = r.category`,
      [JSON.stringify(newModels)],
    );
    await writeRewrites(
      tx,
      newModels.map((m) => ({ url_key: m.url_key, page_type: 'parent-bike', target_id: m.sku })),
    );
  }
  for (const model of changes(plan.models, 'update'))
    await tx.query('update catalog_bike_models set name = $2, position = $3, subtitle = $4, description = $5 where sku = $1', [
      model.sku,
      model.name,
      model.position,
      model.subtitle,
      model.description,
    ]);
}

/** Writes a plan's redirects: after the products, whose addresses they may point to. */
export async function applyRedirects(tx: Queryable, plan: SectionsPlan): Promise<void> {
  for (const { from, to } of changes(plan.redirects, 'create'))
    await tx.query("insert into url_rewrites (url_key, redirect_url, page_status) values ($1, $2, '301') on conflict (url_key) do nothing", [from, to]);
  for (const { from, to } of changes(plan.redirects, 'update'))
    await tx.query("update url_rewrites set redirect_url = $2 where url_key = $1 and page_status = '301'", [from, to]);
}
