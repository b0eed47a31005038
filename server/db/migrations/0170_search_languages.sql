-- Search that understands shoppers: words stemmed per language (the page's language picks the
-- column), and the catalogue's own words for typo tolerance and "did you mean" by trigram
-- similarity. pg_trgm is a trusted extension: the database's owner may create it (PGlite
-- loads it in server/db/pglite.ts).
create extension if not exists pg_trgm;
alter table catalog_products drop column search_vector;
alter table catalog_products add column search_en tsvector generated always as
  (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_text), 'B')) stored;
alter table catalog_products add column search_de tsvector generated always as
  (setweight(to_tsvector('german', name), 'A') || setweight(to_tsvector('german', search_text), 'B')) stored;
create index catalog_products_search_en on catalog_products using gin (search_en);
create index catalog_products_search_de on catalog_products using gin (search_de);
-- The name's words alone (weight A), for the type-ahead, which suggests by name first.
create index catalog_products_search_names_en on catalog_products using gin (ts_filter(search_en, '{a}'));
create index catalog_products_search_names_de on catalog_products using gin (ts_filter(search_de, '{a}'));

-- Every word of letters (3 or more) in product names and search texts, as written; rewritten
-- whenever a catalogue is loaded (server/commerce/catalog/search-words.ts). Trigrams are taken
-- without umlauts, so `sattl` is near `Sättel`.
create table catalog_search_words (
  word text primary key,
  products integer not null
);
create index catalog_search_words_trigrams on catalog_search_words using gin ((translate(word, 'äöüß', 'aous')) gin_trgm_ops);
insert into catalog_search_words (word, products)
  select word, ndoc from ts_stat($$select to_tsvector('simple', name || ' ' || search_text) from catalog_products$$)
  where word ~ '^[^[:digit:][:punct:][:space:]]{3,}$';
