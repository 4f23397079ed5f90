// docs/product/wizard.md §3 "Defaults" and the full value object the wizard form holds.
import { placeCode } from "../postcode.ts";
import { ACCESS_DEFAULTS } from "./access.ts";
import { isMoveType } from "./options.ts";
import type { InventoryCounts } from "../inventory.ts";

/**
 * Everything the wizard form holds, flat, as the inputs give it (strings; "" = not given).
 * `fromCity` / `toCity` hold the typed postcode (docs/product/wizard.md §5, docs/product/decisions.md D24). `website` is the honeypot.
 * A type alias (not an interface) so it is assignable to Record<string, unknown>, the step schemas' input.
 */
export type WizardValues = {
  typeOfMove: string;
  // Moving From
  fromCity: string;
  fromAddress: string;
  fromStreet: string;
  fromHouse: string;
  fromPropertyType: string;
  fromBedrooms: string;
  fromFloor: string;
  fromLift: string;
  /** issue #32: asked after a "yes" to the lift */
  fromLiftFits: string;
  fromParking: string;
  fromCarry: string;
  fromStoragePurpose: string;
  fromStorageSize: string;
  fromStorageDuration: string;
  // Moving To
  toCity: string;
  toAddress: string;
  toStreet: string;
  toHouse: string;
  toCountry: string;
  toPropertyType: string;
  toBedrooms: string;
  toFloor: string;
  toLift: string;
  /** issue #32: asked after a "yes" to the lift */
  toLiftFits: string;
  toParking: string;
  toCarry: string;
  toStorageSize: string;
  // Additional Services
  additionalServices: string[];
  // Moving Date (docs/product/decisions.md D23: preferredTime, description)
  dateType: string;
  startDate: string;
  endDate: string;
  preferredTime: string;
  description: string;
  /** issue #18: roughly what the belongings are worth (optional; asked with the services) */
  declaredValue: string;
  /** issue #32: what is moving, item key → count ({} = no list: the guide uses the home's preset) */
  inventory: InventoryCounts;
  // Personal Details
  payingForMove: string;
  companyName: string;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  website: string;
};

export interface WizardDefaultsInput {
  /** ?typeOfMove= — kept only when it is one of the move types. */
  typeOfMove?: string | null;
  /** ?place= — prefills the from postcode (docs/product/routes.md §2), normalised (docs/product/decisions.md D25), when it
   * is a postcode, an outward code or an area code (issue 28: "hello" prefills nothing). */
  place?: string | null;
}

export function wizardDefaults(input: WizardDefaultsInput = {}): WizardValues {
  return {
    typeOfMove: isMoveType(input.typeOfMove) ? input.typeOfMove : "",
    fromCity: placeCode(input.place),
    fromAddress: "",
    fromStreet: "",
    fromHouse: "",
    fromPropertyType: "House",
    fromBedrooms: "1",
    // issue #32: the spec's floor 1 and no lift, and an easy kerb, as answers shown (docs/product/access.md)
    fromFloor: ACCESS_DEFAULTS.floor,
    fromLift: ACCESS_DEFAULTS.lift,
    fromLiftFits: ACCESS_DEFAULTS.liftFits,
    fromParking: ACCESS_DEFAULTS.parking,
    fromCarry: ACCESS_DEFAULTS.carry,
    fromStoragePurpose: "Property",
    fromStorageSize: "0-50",
    fromStorageDuration: "Unsure",
    toCity: "",
    toAddress: "",
    toStreet: "",
    toHouse: "",
    toCountry: "",
    toPropertyType: "House",
    toBedrooms: "",
    // issue #32: the spec's floor 1 and no lift, and an easy kerb, as answers shown (docs/product/access.md)
    toFloor: ACCESS_DEFAULTS.floor,
    toLift: ACCESS_DEFAULTS.lift,
    toLiftFits: ACCESS_DEFAULTS.liftFits,
    toParking: ACCESS_DEFAULTS.parking,
    toCarry: ACCESS_DEFAULTS.carry,
    toStorageSize: "0-50",
    additionalServices: [],
    dateType: "specific",
    startDate: "",
    endDate: "",
    preferredTime: "",
    description: "",
    declaredValue: "",
    inventory: {},
    payingForMove: "Self paid",
    companyName: "",
    title: "Mr",
    firstName: "",
    lastName: "",
    email: "",
    phoneNumber: "",
    password: "",
    confirmPassword: "",
    website: "",
  };
}
