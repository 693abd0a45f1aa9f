/** Ecuador (mainland) is UTC-5 all year, without daylight saving. */
const ECUADOR_OFFSET = '-05:00';

/** `date_from`/`date_to` days (inclusive, Ecuador time) as a half-open [from, to) instant range. */
export function dayRange(dateFrom?: string, dateTo?: string): { from?: Date; to?: Date } {
  const from = dateFrom ? new Date(`${dateFrom}T00:00:00${ECUADOR_OFFSET}`) : undefined;
  let to: Date | undefined;
  if (dateTo) {
    to = new Date(`${dateTo}T00:00:00${ECUADOR_OFFSET}`);
    to.setUTCDate(to.getUTCDate() + 1);
  }
  return {
    from: from && !Number.isNaN(from.getTime()) ? from : undefined,
    to: to && !Number.isNaN(to.getTime()) ? to : undefined,
  };
}
