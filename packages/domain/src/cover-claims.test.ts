import assert from "node:assert/strict";
import { test } from "vitest";
import { COVER_CLAIM_MESSAGES as M, coverClaims, coverClaimWarnings } from "./cover-claims.ts";

const pounds = (message: string) => coverClaims(message).map((c) => c.pence / 100);

test("every way of writing a hundred thousand pounds of cover is read as £100,000", () => {
  for (const message of [
    "Insured to £100k",
    "insured to £100K.",
    "Fully insured up to £100,000 per item",
    "We are insured for 100K",
    "insured to £100,000.00",
    "Insurance: £ 100k",
    "Cover of GBP 100,000",
    "Insured to 100 thousand pounds",
    "insured to £100 grand",
    "£100k of cover for your belongings",
    "£100,000 insurance",
  ])
    assert.deepEqual(pounds(message), [100_000], message);
});

test("a million, however it is written", () => {
  for (const message of [
    "Public liability 1m",
    "public liability £1m",
    "£1 million public liability",
    "Public Liability: £1M",
    "insured to 1 mil",
    "insured for a million pounds",
    "Our cover is one million",
  ])
    assert.deepEqual(pounds(message), [1_000_000], message);
  assert.deepEqual(pounds("Insured to £1.5m"), [1_500_000]);
  assert.deepEqual(pounds("Covered for half a million"), [500_000]);
});

test("what the amount covers: Goods in Transit, Public Liability, or cover in general", () => {
  assert.deepEqual(
    coverClaims("GIT £50k and public liability £5m; fully insured to £100,000").map((c) => [c.kind, c.pence]),
    [
      ["git", 5_000_000],
      ["pl", 500_000_000],
      ["any", 10_000_000],
    ],
  );
  assert.deepEqual(
    coverClaims("£2m public liability, £50k goods in transit").map((c) => c.kind),
    ["pl", "git"],
  );
  assert.deepEqual(
    coverClaims("3 movers, fully insured £50,000 GIT").map((c) => c.kind),
    ["git"],
  );
  assert.deepEqual(
    coverClaims("Goods-in-transit £50k. Insured: £100k (GIT)").map((c) => [c.kind, c.pence]),
    [
      ["git", 5_000_000],
      ["git", 10_000_000],
    ],
  );
  // the same claim twice is one claim
  assert.equal(coverClaims("Insured to £100k. Yes, insured to £100,000!").length, 1);
});

test("money that is not about cover is not a claim", () => {
  for (const message of [
    "We can do it for £895.",
    "Our price is £895 and we are fully insured.",
    "Fully insured. Price £895 including VAT.",
    "Our price with insurance is £895",
    "Fully insured since 2010, 3 movers and a Luton van.",
    "We cover all of London: 1000 moves a year",
    "Deposit £100, fully insured",
    "We charge £60 an hour and are fully insured",
    "100% covered",
    "Cover 5 miles around Camden",
    "Call 020 7946 0101 about our cover",
    "",
  ])
    assert.deepEqual(coverClaims(message), [], message);
});

test("a claim that differs from the verified certificate is flagged with the verified figure", () => {
  const cover = { goodsInTransitPence: 5_000_000, publicLiabilityPence: 500_000_000 };
  assert.deepEqual(coverClaimWarnings("Insured to £100k", cover), [
    M.differs("£100k", "Goods in Transit", "£50,000"),
  ]);
  assert.match(coverClaimWarnings("Insured to £100k", cover)[0]!, /“£100k”.*£50,000/);
  // the same figures as the certificates: nothing to flag, however they are written
  assert.deepEqual(coverClaimWarnings("GIT £50k, public liability £5 million", cover), []);
  assert.deepEqual(coverClaimWarnings("Fully insured up to £50,000", cover), []);
  assert.deepEqual(coverClaimWarnings("Insured to £5m", cover), [], "general cover matching either");
  // a named certificate is compared with that one only
  assert.deepEqual(coverClaimWarnings("Goods in transit cover of £5m", cover), [
    M.differs("£5m", "Goods in Transit", "£50,000"),
  ]);
  assert.deepEqual(coverClaimWarnings("£10m public liability", cover), [
    M.differs("£10m", "Public Liability", "£5,000,000"),
  ]);
  // less cover than verified is still not what the certificate says
  assert.equal(coverClaimWarnings("insured to £10k", cover).length, 1);
  assert.deepEqual(coverClaimWarnings("We can do it for £895.", cover), []);
});

test("a claim without a verified certificate says there is none", () => {
  const none = { goodsInTransitPence: null, publicLiabilityPence: null };
  assert.deepEqual(coverClaimWarnings("Insured to £100k", none), [
    M.noCertificate("£100k", "Goods in Transit"),
  ]);
  const plOnly = { goodsInTransitPence: null, publicLiabilityPence: 100_000_000 };
  assert.deepEqual(coverClaimWarnings("Insured to £1m", plOnly), []);
  assert.deepEqual(coverClaimWarnings("GIT £50k", plOnly), [M.noCertificate("£50k", "Goods in Transit")]);
});
