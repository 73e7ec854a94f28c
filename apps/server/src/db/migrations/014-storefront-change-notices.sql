-- The storefront keeps each store's public answers (the store and its catalogue) in memory
-- until one of the rows they are made of changes. A committed change announces its store on
-- the channel 'comanda_storefront' (PostgreSQL delivers a NOTIFY only on commit, and folds
-- repeats of one payload within a transaction), so every server instance drops that store's
-- answers. Triggers, not calls in each write path: staff screens, orders taking stock, the demo
-- and the CLI all write these tables, and none of them can forget to announce.
-- Updates announce only when the row really changed: an order that takes stock without
-- disabling anything, or a save of the same values, rings nobody.

create function storefront_row_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('comanda_storefront', (case when tg_op = 'DELETE' then old.store_id else new.store_id end)::text);
  return null;
end
$$;

create function storefront_store_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('comanda_storefront', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
  return null;
end
$$;

-- A new store (or slug) also matters: an instance may remember that a slug named no store.
create trigger stores_storefront_added after insert or delete on stores
  for each row execute function storefront_store_changed();
create trigger stores_storefront_changed after update on stores
  for each row when (
    (old.name, old.slug, old.logo_url, old.background_url, old.icon_url, old.timezone)
    is distinct from (new.name, new.slug, new.logo_url, new.background_url, new.icon_url, new.timezone)
  )
  execute function storefront_store_changed();

create trigger store_settings_storefront_added after insert or delete on store_settings
  for each row execute function storefront_row_changed();
create trigger store_settings_storefront_changed after update on store_settings
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger store_schedule_entries_storefront_added after insert or delete on store_schedule_entries
  for each row execute function storefront_row_changed();
create trigger store_schedule_entries_storefront_changed after update on store_schedule_entries
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger turns_storefront_added after insert or delete on turns
  for each row execute function storefront_row_changed();
create trigger turns_storefront_changed after update on turns
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger sections_storefront_added after insert or delete on sections
  for each row execute function storefront_row_changed();
create trigger sections_storefront_changed after update on sections
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger section_articles_storefront_added after insert or delete on section_articles
  for each row execute function storefront_row_changed();
create trigger section_articles_storefront_changed after update on section_articles
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger articles_storefront_added after insert or delete on articles
  for each row execute function storefront_row_changed();
create trigger articles_storefront_changed after update on articles
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger article_toppings_storefront_added after insert or delete on article_toppings
  for each row execute function storefront_row_changed();
create trigger article_toppings_storefront_changed after update on article_toppings
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger toppings_storefront_added after insert or delete on toppings
  for each row execute function storefront_row_changed();
create trigger toppings_storefront_changed after update on toppings
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();

create trigger topping_options_storefront_added after insert or delete on topping_options
  for each row execute function storefront_row_changed();
create trigger topping_options_storefront_changed after update on topping_options
  for each row when (old.* is distinct from new.*) execute function storefront_row_changed();
