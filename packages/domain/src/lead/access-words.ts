// The access questions' words (issue #34): apart from ./access.ts, so the mover's lead page shows its rows
// without downloading the boroughs and the councils' names.

export const ACCESS_WORDS = {
  floor: "Floor",
  lift: "Is there a lift?",
  liftFits: "Does the lift fit furniture (a sofa, a wardrobe)?",
  parking: { from: "Where can the van park when loading?", to: "Where can the van park when unloading?" },
  carry: { from: "How far from the door can the van stop?", to: "How far from the door can the van stop?" },
  carryHint: "Count the walk from the van to the front door, including any path or courtyard.",
  parkingRow: "Parking",
  carryRow: "Van to the door",
  suspensionRow: "Parking suspension",
  /** an older request, sent before these questions were asked: the guide's assumption, said */
  parkingNotAsked: "Not asked (free on-street assumed)",
  carryNotAsked: "Not asked (at the door assumed)",
} as const;
