#!/bin/sh
# Run once by the postgres image when its volume is new (/docker-entrypoint-initdb.d).
# Two roles, neither a superuser:
#   skycharter_owner owns the database and its schema: the one-off `migrate` service changes the schema as it;
#   skycharter_app is what the app copies connect as: rows only (read, write, delete), never the schema.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$DB_OWNER_PASSWORD" -v app_password="$DB_APP_PASSWORD" <<'SQL'
CREATE ROLE skycharter_owner LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'owner_password';
CREATE ROLE skycharter_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'app_password';
CREATE DATABASE skycharter OWNER skycharter_owner;
REVOKE ALL ON DATABASE skycharter FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE skycharter TO skycharter_app;
\connect skycharter
-- The migrations' extensions (both trusted, so the owner could add them too), made here once.
CREATE EXTENSION IF NOT EXISTS pgcrypto;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
ALTER SCHEMA public OWNER TO skycharter_owner;
GRANT USAGE ON SCHEMA public TO skycharter_app;
-- Every table and sequence the owner's migrations create: rows for the app, nothing more.
ALTER DEFAULT PRIVILEGES FOR ROLE skycharter_owner IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO skycharter_app;
ALTER DEFAULT PRIVILEGES FOR ROLE skycharter_owner IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO skycharter_app;
SQL
