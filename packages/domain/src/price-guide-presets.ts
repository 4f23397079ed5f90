// Issue #32: the volumes the price guide (./price-guide.ts) and the inventory presets (./inventory.ts) share.
/** One cubic foot is 0.0283168 m³. */
export const CUBIC_METRES_PER_CUBIC_FOOT = 0.0283168;

/** docs/product/price-guide.md "Volume": what a home usually holds, in cubic feet (typical London homes). */
export const VOLUME_PRESETS_CU_FT = {
  Apartment: { "1": 350, "2": 550, "3": 800, "4": 1050, "5+": 1300 },
  House: { "1": 450, "2": 700, "3": 1000, "4": 1400, "5+": 1800 },
  /** a storage unit being emptied: its floor area (sq ft, the band's top) stacked about 6 ft high */
  Storage: { "0-50": 300, "75-100": 600, "125-150": 900, "175-200": 1200, "200+": 1500 },
} as const;
