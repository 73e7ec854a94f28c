-- Failed sign-ins per account (normalised email), for the per-account limit. Kept in the
-- database so that the limit survives restarts and holds across server processes.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  account text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_account_idx on sign_in_failures (account, failed_at);
create index sign_in_failures_failed_at_idx on sign_in_failures (failed_at);

-- Emails are matched case-insensitively: two users may not differ only in case.
create unique index users_email_lower_idx on users (lower(email));
