-- Issue #28: companies were offered both "Storage Unit" (the move type, which matching reads) and "Storage" (an
-- extra service) for one thing. Only "Storage Unit" is offered now; a company that ticked "Storage" offers
-- storage, so it has "Storage Unit" instead (once), its list kept in the form's order (@rm/domain/company).
UPDATE "companies"
SET "services" = ARRAY(
  SELECT DISTINCT ON (array_position(ARRAY[
      'House/Flat Removals', 'International Removals', 'Man and Van', 'Storage Unit', 'Business Removals',
      'Packing', 'Dismantling and reassembly', 'Cleaning'
    ]::text[], s), s) s
  FROM unnest(array_replace("services", 'Storage', 'Storage Unit')) AS t(s)
  ORDER BY array_position(ARRAY[
      'House/Flat Removals', 'International Removals', 'Man and Van', 'Storage Unit', 'Business Removals',
      'Packing', 'Dismantling and reassembly', 'Cleaning'
    ]::text[], s) NULLS LAST, s
)
WHERE 'Storage' = ANY("services");
