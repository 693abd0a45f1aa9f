import { type DocumentData, type DocumentLine, breakdownOf } from './invoice-xml.js';

/** A credit note line remembers which invoice line it credits. */
export type CreditedLine = DocumentLine & { invoiceLine?: number };

export interface CreditLine {
  /** Position of the line in the invoice (0-based, as `document.lines`). */
  line: number;
  quantity: number;
}

/**
 * The coupon share of the first `units` units of a line whose whole share is `share`: counted
 * cumulatively, so the shares of every note of a line add up to the line's share exactly.
 */
const shareOf = (share: number, units: number, quantity: number) =>
  Math.round((share * units) / quantity);

/** How far below what is owed a note may go looking for a total the SRI's rounding allows. */
const MAX_SHORTFALL = 4;

/**
 * The lines, coupon share and total of a nota de crédito (ADR 064, "Notas de crédito"). A note
 * credits what its units were charged (their gross less their coupon share) plus any cent the
 * earlier notes could not credit; never more than the invoice's total less the earlier notes,
 * so the notes of a fully credited invoice add up to the invoice exactly. When the SRI's
 * round(base × rate) cannot reach that amount (2 × $5.50 at 15 %: a base of 9.56 gives 10.99,
 * 9.57 gives 11.01), the note credits the nearest amount below whose remainder the units still
 * uncredited can reach, and the cent left goes to the next note.
 */
export function creditNoteAmounts(input: {
  invoice: Pick<DocumentData, 'lines' | 'discountCents'>;
  /** The invoice's importeTotal. */
  invoiceTotalCents: number;
  /** Units of each invoice line credited by earlier notes. */
  creditedBefore: number[];
  /** Σ of the earlier notes' totals. */
  previousTotalCents: number;
  /** Validated: each line exists and has the units left. */
  wanted: CreditLine[];
}): { lines: CreditedLine[]; discountCents: number; targetCents: number } {
  const { invoice } = input;
  const shares = breakdownOf(invoice).lines.map((l) => l.discountCents);
  const after = [...input.creditedBefore];
  for (const { line, quantity } of input.wanted) after[line]! += quantity;

  const shareUpTo = (units: number[], i: number) =>
    shareOf(shares[i]!, units[i]!, invoice.lines[i]!.quantity);
  const chargedUpTo = (units: number[]) =>
    invoice.lines.reduce(
      (sum, l, i) => sum + l.unitGrossCents * units[i]! - shareUpTo(units, i),
      0,
    );

  const lines: CreditedLine[] = [];
  let discountCents = 0;
  invoice.lines.forEach((source, i) => {
    const quantity = after[i]! - input.creditedBefore[i]!;
    if (quantity <= 0) return;
    lines.push({ ...source, quantity, invoiceLine: i });
    discountCents += shareUpTo(after, i) - shareUpTo(input.creditedBefore, i);
  });
  const rest: DocumentLine[] = [];
  let restDiscount = 0;
  invoice.lines.forEach((source, i) => {
    if (after[i]! >= source.quantity) return;
    rest.push({ ...source, quantity: source.quantity - after[i]! });
    restDiscount += shares[i]! - shareUpTo(after, i);
  });

  const left = input.invoiceTotalCents - input.previousTotalCents;
  const owed = Math.min(chargedUpTo(after) - input.previousTotalCents, left);
  const reaches = (ls: DocumentLine[], discount: number, target: number) =>
    breakdownOf({ lines: ls, discountCents: discount, targetCents: target }).totalCents === target;
  const noteReaches = (v: number) => reaches(lines, discountCents, v);
  const restReaches = (v: number) => rest.length === 0 || reaches(rest, restDiscount, left - v);

  const candidates = Array.from({ length: MAX_SHORTFALL + 1 }, (_, k) => owed - k).filter(
    (v) => v >= 0,
  );
  const targetCents =
    candidates.find((v) => noteReaches(v) && restReaches(v)) ??
    candidates.find(noteReaches) ??
    breakdownOf({ lines, discountCents, targetCents: Math.max(owed, 0) }).totalCents;
  return { lines, discountCents, targetCents };
}
