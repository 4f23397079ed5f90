import assert from "node:assert/strict";
import { test } from "vitest";
import { allAreaPaths, allAreaRoutePaths, LEGACY_AREA_PATHS, resolveAreaPath } from "./area-routes.ts";
import { BOROUGHS, boroughPath, boroughRegionPath, REGIONS } from "./boroughs.ts";

// docs/product/routes.md §2.3 "Area pages", copied verbatim and split on "; " and ", ".
const SPEC_AREA_LIST =
  "removals-south-london; removals/north-london; west-london-removals; hammersmith-and-fulham-removals; ealing-removals; hounslow-removals; areas-we-cover/north-london/barnet-removals; north-london/removals-haringey; north-london/enfield-removals; areas-we-cover-london; areas-we-cover/south-london/wimbledon-removals, lambeth-removals, croydon-removals; east-london-removals; newham-removals; tower-hamlets-removals; east-london/haringey-removals; east-london/hackney-removals; areas-we-cover/central-london/camden; central-london-removals; central-london/westminster-removals; central-london/islington-removals";
const SPEC_PATHS = SPEC_AREA_LIST.split(/[;,] /);

test("every area path the spec lists resolves, with or without a leading slash", () => {
  assert.equal(SPEC_PATHS.length, 22);
  for (const p of SPEC_PATHS) {
    assert.ok(resolveAreaPath(p), p);
    assert.ok(resolveAreaPath(`/${p}`), `/${p}`);
  }
  // the list's "lambeth-removals, croydon-removals" read as continuing areas-we-cover/south-london/
  assert.ok(resolveAreaPath("/areas-we-cover/south-london/lambeth-removals"));
  assert.ok(resolveAreaPath("/areas-we-cover/south-london/croydon-removals"));
  for (const p of Object.keys(LEGACY_AREA_PATHS)) assert.ok(resolveAreaPath(`/${p}`), p);
});

test("legacy paths show the right page", () => {
  assert.deepEqual(resolveAreaPath("/areas-we-cover-london"), {
    kind: "overview",
    canonical: "/areas-we-cover-london",
  });
  assert.deepEqual(resolveAreaPath("/removals/north-london"), {
    kind: "region",
    region: "north",
    canonical: "/removals/north-london",
  });
  assert.equal(resolveAreaPath("/removals-south-london")?.kind, "region");
  assert.deepEqual(resolveAreaPath("/areas-we-cover/central-london/camden"), {
    kind: "borough",
    slug: "camden",
    canonical: "/camden-removals",
  });
  assert.deepEqual(resolveAreaPath("/areas-we-cover/south-london/wimbledon-removals"), {
    kind: "neighbourhood",
    name: "Wimbledon",
    borough: "merton",
    canonical: "/areas-we-cover/south-london/wimbledon-removals",
  });
});

test("Haringey's two legacy paths point their canonical at /haringey-removals (D5)", () => {
  for (const p of ["/north-london/removals-haringey", "/east-london/haringey-removals"]) {
    assert.deepEqual(resolveAreaPath(p), {
      kind: "borough",
      slug: "haringey",
      canonical: "/haringey-removals",
    });
  }
  assert.deepEqual(resolveAreaPath("/east-london/hackney-removals"), {
    kind: "borough",
    slug: "hackney",
    canonical: "/hackney-removals",
  });
});

test("every borough resolves under the generic shapes", () => {
  for (const b of BOROUGHS) {
    const want = { kind: "borough", slug: b.slug, canonical: `/${b.slug}-removals` };
    assert.deepEqual(resolveAreaPath(boroughPath(b)), want, boroughPath(b));
    assert.deepEqual(resolveAreaPath(boroughRegionPath(b)), want, boroughRegionPath(b));
    assert.deepEqual(resolveAreaPath(`/areas-we-cover/${b.region}-london/${b.slug}-removals`), want);
    assert.deepEqual(resolveAreaPath(`/areas-we-cover/${b.region}/${b.slug}-removals`), want);
    assert.deepEqual(resolveAreaPath(`${boroughPath(b)}/?utm_source=x`), want);
  }
});

test("/wimbledon-removals shows the Wimbledon page (a district of Merton), not the home page", () => {
  assert.deepEqual(resolveAreaPath("/wimbledon-removals"), {
    kind: "neighbourhood",
    name: "Wimbledon",
    borough: "merton",
    canonical: "/areas-we-cover/south-london/wimbledon-removals",
  });
  assert.deepEqual(resolveAreaPath("/wimbledon-removals/"), resolveAreaPath("/wimbledon-removals"));
});

test("unknown paths give null", () => {
  for (const p of [
    "/",
    "",
    "/about-us",
    "/atlantis-removals",
    "/-removals",
    "/camden",
    "/areas-we-cover/north-london/camden-removals",
    "/areas-we-cover/west-london/barnet-removals",
    "/areas-we-cover/north-london/barnet",
    "/central-london/camden-removals/extra",
    "/foo/barnet-removals",
    "/constructor",
    "/__proto__",
    "/removals/south-london",
    "/services/house-removals",
  ]) {
    assert.equal(resolveAreaPath(p), null, p);
  }
});

test("allAreaPaths lists every canonical area URL once, each resolving to itself", () => {
  const paths = allAreaPaths();
  assert.equal(paths.length, 1 + REGIONS.length + BOROUGHS.length + 1);
  assert.equal(new Set(paths).size, paths.length);
  for (const p of paths) assert.equal(resolveAreaPath(p)?.canonical, p, p);
  for (const r of REGIONS) assert.ok(paths.includes(r.path));
  assert.ok(paths.includes("/areas-we-cover-london"));
  assert.ok(paths.includes("/hammersmith-and-fulham-removals"));
  assert.ok(
    !paths.includes("/north-london/removals-haringey"),
    "non-canonical paths stay out of the sitemap",
  );
});

test("allAreaRoutePaths all resolve", () => {
  for (const p of allAreaRoutePaths()) assert.ok(resolveAreaPath(p), p);
});
