-- The turn summary's delivery time runs from the moment an order went out (its last
-- 'delivery: -> outside' history row) to orders.delivered_at (docs/decisions/019-turn-summary.md).
-- Reading that moment through order_events_order_idx walks each order's whole history backwards
-- (every status, payment and seen row), one random heap read per row; this partial index holds
-- only the dispatch rows, with their time, so the summary reads it alone (an index-only scan)
-- for each order of the turn. It stays small: one row per dispatch.
create index order_events_dispatched_idx on order_events (order_id, seq desc) include (store_id, created_at)
  where order_id is not null and field = 'delivery' and to_value = 'outside';
