// The body the wizard posts to POST /api/client/register (docs/product/routes.md §7) for one fixed move: a man-and-van move from
// a one-bedroom flat at SE1 9RT to E1 6AN, on `startDate`, by the person given, without a password.
export function manAndVanLead(
  startDate: string,
  person: { title: string; firstName: string; lastName: string; email: string },
) {
  return {
    client: {
      typeOfMove: "Man and Van",
      fromCity: "SE1 9RT",
      fromAddress: "1 Southwark Street, London",
      fromPropertyType: "Apartment",
      fromBedrooms: "1",
      fromFloor: "2",
      fromLift: "no",
      toCity: "E1 6AN",
      toAddress: "14 Middlesex Street, London",
      toPropertyType: "House",
      toBedrooms: "1",
      additionalServices: [],
      dateType: "specific",
      startDate,
      endDate: "",
      payingForMove: "Self paid",
    },
    user: { ...person, phoneNumber: "07700 900789", password: "", confirmPassword: "" },
    website: "",
  };
}
