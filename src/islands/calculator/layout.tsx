import type { ReactNode } from 'react';
import type { EndOfTerm } from '../../finance/payment-method';
import type { CalculatorField, PaymentChoice } from '../../stores/calculator-spec';

/**
 * How each calculator version lays out its form, as data the one Calculator component renders:
 * its heading, its sections in order, and each section's inputs with the conditions that show them.
 * The store's spec (stores/calculator-spec.ts) says what each version computes; this says how it looks.
 * Each version's layout is its own module (layout-v1.tsx, layout-v2.tsx), so a page loads only its own.
 */

/** When an item shows: all the given conditions hold. */
export interface Condition {
  readonly battery?: boolean;
  readonly om?: boolean;
  readonly npv?: boolean;
  readonly methods?: readonly PaymentChoice[];
  readonly endOfTerm?: EndOfTerm;
}

export type Item =
  | {
      readonly field: CalculatorField;
      /** A hint of its own, or 'production' for the yield hint that reads the typed size and production. */
      readonly hint?: string;
      readonly label?: string;
      readonly when?: Condition;
    }
  | { readonly note: string; readonly tone?: 'info' | 'caution'; readonly when?: Condition }
  | {
      readonly part: 'monthlyOM' | 'federalCreditNote' | 'paydownChoice' | 'endOfTermChoice';
      readonly when?: Condition;
    };

export interface SectionLayout {
  readonly id: string;
  readonly title: string;
  /** The switch or choice in the section's header. */
  readonly toggle?: 'battery' | 'om' | 'npv' | 'payment';
  /** A sentence under the title: text, the O&M hint, or one per payment method. */
  readonly intro?: string /* or 'omHint' */ | { readonly byMethod: Readonly<Partial<Record<PaymentChoice, string>>> };
  readonly items: readonly Item[];
}

export interface CalculatorLayout {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: ReactNode;
  /** Labels of the payment methods the version offers (spec §2: "Cash Purchase or Financing"). */
  readonly paymentLabels: Readonly<Partial<Record<PaymentChoice, string>>>;
  readonly sections: readonly SectionLayout[];
  /** 'helpers': decision helpers and timeline below the results; 'definitions': the definitions only. */
  readonly below: 'helpers' | 'definitions';
  readonly clearButton: boolean;
}

/** The payment-method groups items are shown for. */
export const LOAN: readonly PaymentChoice[] = ['financing'];
export const OWNED: readonly PaymentChoice[] = ['cash', 'financing'];
export const AGREEMENT: readonly PaymentChoice[] = ['lease', 'ppa'];
