-- Issue #29 item 8: the wizard's look-alike answer (a company's or admin's address, an address past its daily
-- cap of held requests or of mail) stores a held copy under a stand-in account that belongs to nobody; the
-- column holds the keyed hash of the address typed, and is null for every real account.
ALTER TABLE "users" ADD COLUMN "stand_in_for" text;
