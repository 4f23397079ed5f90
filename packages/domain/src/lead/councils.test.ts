import { describe, expect, test } from "vitest";
import { BOROUGHS } from "../areas/boroughs.ts";
import {
  COUNCIL_SUSPENSION_PAGES,
  councilPageOf,
  FIND_YOUR_COUNCIL_URL,
  SUSPENSION_REMINDER_DAYS,
  suspensionLinks,
} from "./councils.ts";
import { councilOf } from "./council-of.ts";
import { COUNCIL_NAMES } from "./councils-names.ts";

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
      council: "London Borough of Camden",
      page: true,
      notice: "at least 17 days",
    });
    expect(councilPageOf("SE15 4QN")).toMatchObject({
      council: "London Borough of Southwark",
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
        council: "London Borough of Wandsworth",
        url: "https://www.wandsworth.gov.uk/parking/parking-bays/parking-bay-suspensions/apply-for-a-parking-bay-suspension/",
        linkText: "London Borough of Wandsworth: parking suspensions",
        line: "Moving out: apply to the London Borough of Wandsworth for a parking suspension. The notice it asks for: 5 clear working days.",
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
      ["to", `London Borough of Southwark's website (search for "parking suspension")`],
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

  test("each of the 33 councils by its official name, read back from a postcode in its borough", () => {
    const named = BOROUGHS.map((b) => [b.name, councilPageOf(`${b.districts[0]} 1AA`)?.council]);
    expect(named).toEqual([
      ["City of London", "City of London Corporation"],
      ["Barking and Dagenham", "London Borough of Barking and Dagenham"],
      ["Barnet", "London Borough of Barnet"],
      ["Bexley", "London Borough of Bexley"],
      ["Brent", "London Borough of Brent"],
      ["Bromley", "London Borough of Bromley"],
      ["Camden", "London Borough of Camden"],
      ["Croydon", "London Borough of Croydon"],
      ["Ealing", "London Borough of Ealing"],
      ["Enfield", "London Borough of Enfield"],
      ["Greenwich", "Royal Borough of Greenwich"],
      ["Hackney", "London Borough of Hackney"],
      ["Hammersmith and Fulham", "London Borough of Hammersmith and Fulham"],
      ["Haringey", "London Borough of Haringey"],
      ["Harrow", "London Borough of Harrow"],
      ["Havering", "London Borough of Havering"],
      ["Hillingdon", "London Borough of Hillingdon"],
      ["Hounslow", "London Borough of Hounslow"],
      ["Islington", "London Borough of Islington"],
      ["Kensington and Chelsea", "Royal Borough of Kensington and Chelsea"],
      ["Kingston upon Thames", "Royal Borough of Kingston upon Thames"],
      ["Lambeth", "London Borough of Lambeth"],
      ["Lewisham", "London Borough of Lewisham"],
      ["Merton", "London Borough of Merton"],
      ["Newham", "London Borough of Newham"],
      ["Redbridge", "London Borough of Redbridge"],
      ["Richmond upon Thames", "London Borough of Richmond upon Thames"],
      ["Southwark", "London Borough of Southwark"],
      ["Sutton", "London Borough of Sutton"],
      ["Tower Hamlets", "London Borough of Tower Hamlets"],
      ["Waltham Forest", "London Borough of Waltham Forest"],
      ["Wandsworth", "London Borough of Wandsworth"],
      ["Westminster", "Westminster City Council"],
    ]);
    expect(Object.keys(COUNCIL_NAMES)).toHaveLength(33);
    // a sentence: "apply to Westminster City Council", "apply to the London Borough of Camden"
    expect(councilOf("SW1A 2AA")).toBe("Westminster City Council");
    expect(councilOf("NW3 2QG")).toBe("the London Borough of Camden");
    expect(councilOf("EC2V 7HH")).toBe("the City of London Corporation");
    expect(councilOf("SE10 9NN")).toBe("the Royal Borough of Greenwich");
  });

  test("the reminder goes the usual two weeks before the move", () => {
    expect(SUSPENSION_REMINDER_DAYS).toBe(14);
  });
});
