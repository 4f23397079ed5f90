import { describe, expect, test } from "vitest";
import { BOROUGHS } from "../areas/boroughs.ts";
import {
  COUNCIL_SUSPENSION_PAGES,
  councilPageOf,
  FIND_YOUR_COUNCIL_URL,
  SUSPENSION_REMINDER_DAYS,
  suspensionLinks,
} from "./councils.ts";

describe("issue #32: the councils' parking-suspension links", () => {
  test("each of the 33 London councils has one, on its own gov.uk site over https, and no other is listed", () => {
    expect(Object.keys(COUNCIL_SUSPENSION_PAGES).sort()).toEqual(BOROUGHS.map((b) => b.slug).sort());
    for (const [slug, page] of Object.entries(COUNCIL_SUSPENSION_PAGES)) {
      const url = new URL(page.url);
      expect(url.protocol, slug).toBe("https:");
      expect(url.hostname, slug).toMatch(/\.gov\.uk$/);
      // a home page has nothing after the host; a suspension page does
      expect(url.pathname === "/", slug).toBe(!page.page);
    }
  });

  test("a postcode's council: the district's borough, its page and notice", () => {
    expect(councilPageOf("NW3 2QG")).toMatchObject({
      council: "Camden Council",
      page: true,
      notice: "at least 17 days",
    });
    expect(councilPageOf("SE15 4QN")).toMatchObject({
      council: "Southwark Council",
      url: "https://www.southwark.gov.uk/",
      page: false,
    });
    expect(councilPageOf("GU1 1AA")).toBeNull();
    expect(councilPageOf(null)).toBeNull();
  });

  test("only the ends that need a suspension, and where parking is asked", () => {
    const both = suspensionLinks(
      "House/Flat Removals",
      { from: "suspension", to: "suspension" },
      { from: "SW11 1AA", to: "GU1 1AA" },
    );
    expect(both).toEqual([
      {
        end: "from",
        council: "Wandsworth Council",
        url: "https://www.wandsworth.gov.uk/parking/parking-bays/parking-bay-suspensions/apply-for-a-parking-bay-suspension/",
        linkText: "Wandsworth Council: parking suspensions",
        line: "Moving out: apply to Wandsworth Council for a parking suspension. The notice it asks for: 5 clear working days.",
      },
      {
        end: "to",
        council: null,
        url: FIND_YOUR_COUNCIL_URL,
        linkText: "Find your local council on GOV.UK",
        line: "Moving in: apply to your local council for a parking suspension, usually about two weeks before the move.",
      },
    ]);
    expect(
      suspensionLinks(
        "House/Flat Removals",
        { from: "street", to: "paid" },
        { from: "SW11 1AA", to: "NW3 2QG" },
      ),
    ).toEqual([]);
    const homeOnly = suspensionLinks(
      "House/Flat Removals",
      { from: "driveway", to: "suspension" },
      { from: "SW11 1AA", to: "SE15 4QN" },
    );
    expect(homeOnly.map((l) => [l.end, l.linkText])).toEqual([
      ["to", `Southwark Council's website (search for "parking suspension")`],
    ]);
    // a storage unit is asked no parking at its end; abroad, the far end neither
    expect(
      suspensionLinks(
        "Storage Unit",
        { from: "suspension", to: "suspension" },
        { from: "SW11 1AA", to: null },
      ),
    ).toEqual([]);
  });

  test("the reminder goes the usual two weeks before the move", () => {
    expect(SUSPENSION_REMINDER_DAYS).toBe(14);
  });
});
