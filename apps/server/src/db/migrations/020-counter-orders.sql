-- Orders taken at the counter (issue 9, decision 024): the staff user who entered the order
-- ('Nueva orden', a phone call); null for the customers' own orders. The list and the detail
-- read the user's name as it is now, joined by primary key.
alter table orders add column entered_by_user_id uuid references users(id) on delete set null;

-- 'Nueva orden' finds an earlier client by phone: the store's latest orders of that phone
-- (client_phone is kept in E.164, migration 012).
create index orders_store_client_phone_idx on orders (store_id, client_phone, created_at desc);
