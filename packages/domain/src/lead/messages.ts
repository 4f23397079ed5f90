// docs/product/wizard.md §5 and §8: every user-facing message of the lead and the wizard, written once.
// The strings marked "spec" are copied exactly (slips included); the others are ours where the spec is silent.

export const LEAD_MESSAGES = {
  // Step 1 (spec)
  typeRequired: "Type is required",
  // Step 2, standard (spec)
  addressRequired: "Address is required",
  postcodeRequired: "Postcode is required",
  postcodeIncorrect: "Incorrect Postcode",
  // Step 2, storage (spec)
  storageCodeRequired: "Postcode or Areacode is required",
  storageCodeIncorrect: "Incorrect Code",
  // Date step (spec)
  dateTypeRequired: "Date Type is required",
  storageDateTypeRequired: "Please select a date type",
  dateRequired: "Date is required",
  storageStartDateRequired: "Starting Date is required",
  startDateInPast: "Start date should not be behind present date",
  endDateRequired: "End date cannot be empty",
  storageEndDateRequired: "End date is required",
  endDateNotAfterStart: "End Date should not be same as or behind start date!",
  // Personal details (spec)
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailInvalid: "Email is not valid",
  emailRequired: "Email is required",
  phoneRequired: "Phone number is required",
  titleRequired: "Title is required",
  companyNameRequired: "Company name is required",
  passwordMin: "Min length is 8",
  storagePasswordMin: "Password should at least be 8 characters long",
  passwordsMustMatch: "Passwords must match",
  passwordRequired: "Password is required",

  // Ours: the spec is silent on these.
  chooseOption: "Choose one of the options",
  notText: "Please enter text",
  phoneInvalid: "Enter a valid UK phone number",
  dateInvalid: "Enter a valid date",
  countryRequired: "Country is required",
  storageDurationRequired: "Please select how long you need storage",
  passwordMax: "Password must be at most 128 characters",
  descriptionTooLong: "Please keep this to 2000 characters or fewer",
  tooManyServices: "Choose each additional service at most once",
  personnelInvalid: "Enter a number of movers from 1 to 20",
  startDateTooFar: "Choose a moving date within the next two years",
  flexibleRangeTooLong: "A flexible date range can be at most 6 months long",
  bodyInvalid: "Send the lead as a JSON object",
  leadMissing: "The move details are missing",
  userMissing: "Your details are missing",
  /** a real UK postcode, but the move must start in London (docs/product/decisions.md D27) */
  postcodeOutsideLondon: "We cover moves that start in London for now",
} as const;

/** Ours: the max-length message for a named field, e.g. "First name must be at most 50 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

// docs/product/wizard.md §8: toasts around sending a lead.
export const LEAD_TOASTS = {
  leadSent: "Your lead has been sent to nearby companies",
  /**
   * Ours, instead of the spec's "Successfully registered and …" (docs/decisions/101): a password typed in the
   * wizard works once the emailed link proves the address; until then the browser follows its request as a guest
   */
  registeredAndLeadSent:
    "Your lead has been sent to nearby companies. To finish registering, open the link we have emailed you: your password works from then on.",
  connectionError: "Connection Error",
  emailRequired: LEAD_MESSAGES.emailRequired,
  passwordRequired: LEAD_MESSAGES.passwordRequired,
} as const;
