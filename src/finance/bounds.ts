/*
 * THE BOUNDS TABLE: one entry per quantity a homeowner types in more than one place (the quote wizard, the
 * quote editor, the project's energy settings, the calculators) or that the finance engine reads. Each
 * surface takes its bounds from here and from nowhere else (issue 22: "bounds and implausibility warnings
 * are the same in the wizard, the editor and the calculators: one rule table"):
 *
 *   the quote field registry     src/quote-fields/fields.ts, settings.ts (wizard, editor, settings form, backend)
 *   the calculators              CALCULATOR_V1_RULES / CALCULATOR_V2_RULES in validation.ts
 *   the engine                   PROPOSAL_RULES / PROJECT_RULES in quote-rules.ts
 *   the soft warnings            plausibility.ts (wizard, editor, calculators) and the engine's PRODUCTION_HIGH
 *
 * `bounds.test.ts` runs every surface's own validator over each entry's edges and asks for one verdict.
 *
 * Plain data with erasable types only and no imports: the registry imports it by its `.ts` name and Node 22
 * runs that as it is (directus/schema/projects.mjs imports the registry).
 */

/** A maximum taken from other values of the same form (spec §5's second calculator rules). */
export type DynamicMax = 'solarCost' | 'batteryCost' | 'totalSystemCost';

/** Inclusive bounds of a filled number; a message names the bound it breaks ('Must not exceed 100,000'). */
export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  /** Whole numbers only (months, counts, whole years). */
  readonly integer?: boolean;
  /**
   * A tighter maximum from other values, when they are known (incentives up to the cost they apply to).
   * `totalSystemCost` bounds what is paid towards an owned system: a lease's prepayment is not bounded by a
   * price the lease need not state.
   */
  readonly maxOf?: DynamicMax;
}

/** The hard bounds: outside them a value is refused, with a message, and never saved. */
export const BOUNDS = {
  // The system
  systemSize: { min: 0.1, max: 1000 },
  solarCost: { min: 0, max: 10_000_000 },
  otherCosts: { min: 0, max: 100_000 },
  batteryCost: { min: 0, max: 1_000_000 },
  batteryCapacity: { min: 0, max: 100 },
  year1Production: { min: 1, max: 5_000_000 },
  degradation: { min: 0, max: 5 },
  monthlyNetExcess: { min: 0, max: 10_000 },
  /** The inverter replacement an owner pays once the warranty ends (issue 23); 0 means none. */
  inverterReplacementCost: { min: 0, max: 100_000 },

  // Incentives and benefits
  solarIncentives: { min: 0, max: 10_000_000, maxOf: 'solarCost' },
  batteryIncentives: { min: 0, max: 1_000_000, maxOf: 'batteryCost' },
  /** A part of the incentives: the federal credit, a state credit, a utility rebate, other rebates. */
  incentivePart: { min: 0, max: 10_000_000 },
  incentiveMonth: { min: 0, max: 120, integer: true },
  yearlyBenefits: { min: 0, max: 10_000 },
  benefitDuration: { min: 0, max: 30 },

  // Paying for it
  /** Down payment of a loan, prepayment of a lease or PPA: up to the total of the three costs above. */
  downPayment: { min: 0, max: 11_100_000, maxOf: 'totalSystemCost' },
  loanAmount: { min: 0, max: 20_000_000 },
  interestRate: { min: 0, max: 50 },
  loanTerm: { min: 1, max: 30 },
  cashPrice: { min: 0, max: 10_000_000 },
  quotedPayment: { min: 0, max: 1_000_000 },
  quotedTotalPaid: { min: 0, max: 100_000_000 },
  /** The installer's own year-1 savings claim, checked against the bill (issue 23's red flag). */
  quotedSavings: { min: 0, max: 1_000_000 },
  paydownAmount: { min: 0, max: 10_000_000 },
  leasePayment: { min: 0, max: 100_000 },
  ppaRate: { min: 0, max: 2 },
  escalator: { min: 0, max: 10 },
  agreementTerm: { min: 1, max: 40, integer: true },
  buyoutPrice: { min: 0, max: 10_000_000 },

  // The home and the utility (the project's energy settings)
  monthlyConsumption: { min: 0, max: 100_000 },
  electricityRate: { min: 0, max: 2 },
  rateIncrease: { min: 0, max: 10 },
  netMeteringRate: { min: 0, max: 1 },
  netMeteringEscalation: { min: -10, max: 10 },
  lifetime: { min: 1, max: 40, integer: true },
  omPercent: { min: 0, max: 10 },
  insurancePercent: { min: 0, max: 10 },
  omEscalation: { min: 0, max: 10 },

  // The calculators' own inputs
  monthlyInsurance: { min: 0, max: 1000 },
  monthlyMaintenance: { min: 0, max: 1000 },
  discountRate: { min: 0, max: 25 },
} as const satisfies Record<string, NumberBounds>;

export type BoundsKey = keyof typeof BOUNDS;

/**
 * Where an accepted value is unusual enough to ask about: a warning beside the field, never an error (the
 * homeowner may be right). `low`/`high` are exclusive: a value below `low` or above `high` is flagged.
 */
export interface PlausibleRange {
  readonly low?: number;
  readonly high?: number;
}

/** The soft bounds, one per check; plausibility.ts words them and every form shows them the same. */
export const PLAUSIBLE = {
  /**
   * Year-1 kWh per kW of the system. High: spec §5's 2,200 (more than an ideal array makes anywhere in the
   * US). Low: below every state's plausible band (Alaska's typical 900 × 70 %, production-sanity.ts), so
   * 11 kWh for 8 kW, a monthly figure or a figure in MWh is flagged.
   */
  productionPerKw: { low: 600, high: 2200 },
  /** $/kWh: US residential rates run about $0.10–0.45; a figure in cents is refused by the bound (max 2). */
  electricityRate: { low: 0.03, high: 0.75 },
  /** Percent a year: solar loans run about 4–12 %; 50 % is the bound. */
  interestRate: { high: 20 },
} as const satisfies Record<string, PlausibleRange>;

export type PlausibleKey = keyof typeof PLAUSIBLE;
