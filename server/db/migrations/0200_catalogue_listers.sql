-- A category's lister rule: which products it lists besides those whose own category it is
-- (the products of its subcategories, or those meeting a rule such as "on sale" or "added
-- within 60 days"). The catalogue document carries it as "lists"; imports apply it to the
-- products they add, and the export writes it back.
alter table catalog_categories add column lists jsonb;
