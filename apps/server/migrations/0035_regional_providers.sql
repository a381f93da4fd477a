-- Where to watch by region (ARCHITECTURE 7.2): show_provider keeps every region TMDB returns, with the
-- offer type and the link. Rows written before this are the US subscription offers they always were.
-- A signed-in user's region lives on app_user (null: not chosen).

ALTER TABLE show_provider
  ADD COLUMN region text NOT NULL DEFAULT 'US' CONSTRAINT show_provider_region_check CHECK (region ~ '^[A-Z]{2}$'),
  ADD COLUMN offer_type text NOT NULL DEFAULT 'flatrate' CONSTRAINT show_provider_offer_type_check
    CHECK (offer_type IN ('flatrate', 'free', 'ads', 'rent', 'buy')),
  ADD COLUMN link text CONSTRAINT show_provider_link_check CHECK (char_length(link) <= 2000);

ALTER TABLE show_provider DROP CONSTRAINT show_provider_pkey;
ALTER TABLE show_provider ADD PRIMARY KEY (show_id, region, offer_type, provider_id);
DROP INDEX show_provider_provider_idx;
-- a provider's shows in a region (Discover's filter, the provider page)
CREATE INDEX show_provider_provider_idx ON show_provider (provider_id, region, show_id);

ALTER TABLE app_user ADD COLUMN region text CONSTRAINT app_user_region_check CHECK (region ~ '^[A-Z]{2}$');
