-- Stock that warns (issue 20): a stock item's 'Avisar con' threshold. When a sale or an edit
-- brings its count to or below it, the store's event log gets 'stock:low' (or 'stock:out' at
-- zero) once per crossing; null never warns.
alter table stock_items add column warn_count integer check (warn_count >= 0);

-- The warnings read (items at or below their threshold) looks only at items that have one.
create index stock_items_warnings on stock_items (store_id) where warn_count is not null;
