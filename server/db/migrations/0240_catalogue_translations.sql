-- Texts of the catalogue in the shop's other languages, stored with it and carried by the
-- catalogue document. A product's name and specification values are written in English in
-- their own columns; `translations` holds the other languages beside them,
-- {"de": {"name": "Aero-Carbonlenker", "specification": {"frame": "Carbon, ..."}}}. A text
-- missing in a language is shown in English.
alter table catalog_products add column translations jsonb not null default '{}';

-- The labels of specification rows and geometry measurements, by their key:
-- specification frame → "Frame" / "Rahmen", geometry reach → "Reach (mm)".
create table catalog_labels (
  label_group text not null check (label_group in ('specification', 'geometry')),
  key text not null,
  label jsonb not null,
  primary key (label_group, key)
);
