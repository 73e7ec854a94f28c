-- Cash 'paga con' (issues 9 and 10): the amount a customer paying cash hands over, in the
-- order's currency, so the rider brings the change (cash_pays_with - imports_total). Null when
-- they pay the exact amount, did not say, or do not pay cash.
alter table orders add column cash_pays_with numeric(14,2)
  check (cash_pays_with is null or (payment_method = 'cash' and cash_pays_with > 0));

-- The store's phone in E.164, for the customers' WhatsApp and call links; null when not given.
alter table stores add column phone text;

-- The public store answer carries the phone, so a change of it announces the store like the
-- other profile columns (migration 014).
drop trigger stores_storefront_changed on stores;
create trigger stores_storefront_changed after update on stores
  for each row when (
    (old.name, old.slug, old.logo_url, old.background_url, old.icon_url, old.timezone, old.phone)
    is distinct from (new.name, new.slug, new.logo_url, new.background_url, new.icon_url, new.timezone, new.phone)
  )
  execute function storefront_store_changed();
