-- pg_trgm backs the news search (titles and bodies, English and Bengali).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
