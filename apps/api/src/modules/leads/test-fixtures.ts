// Request bodies for the lead tests: a complete, valid submission that each test bends one field of.
import { todayInLondon } from "@rm/domain";

export function dayFromToday(days: number): string {
  const [y, m, d] = todayInLondon().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type Body = {
  client: Record<string, unknown>;
  user: Record<string, unknown>;
  website?: string;
};

export function houseMove(
  over: { client?: Record<string, unknown>; user?: Record<string, unknown> } = {},
): Body {
  return {
    client: {
      typeOfMove: "House/Flat Removals",
      fromCity: "sw1a2aa",
      fromAddress: "10 Downing Street, London",
      fromPropertyType: "Apartment",
      fromBedrooms: "2",
      fromFloor: "3",
      fromLift: "yes",
      toCity: "E1 6AN",
      toAddress: "Flat 1, Spital House, 14 Middlesex Street",
      toPropertyType: "House",
      toBedrooms: "3",
      additionalServices: ["Packing services"],
      dateType: "specific",
      startDate: dayFromToday(14),
      endDate: "",
      preferredTime: "morning",
      description: "A piano on the second floor",
      payingForMove: "Self paid",
      ...over.client,
    },
    user: {
      title: "Ms",
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.org",
      phoneNumber: "07700 900456",
      password: "",
      confirmPassword: "",
      ...over.user,
    },
    website: "",
  };
}

export function storageMove(
  over: { client?: Record<string, unknown>; user?: Record<string, unknown> } = {},
): Body {
  return houseMove({
    client: {
      typeOfMove: "Storage Unit",
      fromCity: "SW",
      fromAddress: "",
      fromStoragePurpose: "Personal",
      fromStorageSize: "75-100",
      fromStorageDuration: "3 - 6 Months",
      toCity: "",
      toAddress: "",
      ...over.client,
    },
    user: over.user,
  });
}
