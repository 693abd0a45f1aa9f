import {
  type AdminSummary,
  centsToMoney,
  type DailySales,
  LOW_STOCK_THRESHOLD,
  type OrderStatus,
  type SalesPeriod,
} from '@shop/contract';
import type { Db } from '../../db/client.js';
import type { StaffMember } from '../../lib/staff-member.js';
import { listLowStock } from '../catalog/stock/inventory.service.js';
import {
  selectBestSellers,
  selectDailySales,
  selectSalesTotals,
  selectWaitingOrders,
} from './admin-summary.repository.js';
import { dayRange } from '../../lib/days.js';

const ECUADOR_OFFSET_MS = 5 * 60 * 60 * 1000;
const BEST_SELLERS = 5;
const LIST_LIMIT = 10;

/** The Ecuador day (YYYY-MM-DD) of an instant. */
export function ecuadorDayOf(instant: Date): string {
  return new Date(instant.getTime() - ECUADOR_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `n` days before `day` (YYYY-MM-DD). */
function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** The `days` days ending with `today` (inclusive) as an instant range. */
function lastDays(today: string, days: number) {
  const { from, to } = dayRange(daysBefore(today, days - 1), today);
  return { from: from!, to: to! };
}

const period = (totalCents: number, orders: number): SalesPeriod => ({
  total: centsToMoney(totalCents),
  orders,
  average_ticket: centsToMoney(orders > 0 ? Math.round(totalCents / orders) : 0),
});

/**
 * Resumen (ADR 033): sales for the roles that see money (administrador, ventas), low stock for
 * those who keep it (administrador, bodega); best sellers and the orders to prepare for all,
 * without amounts for bodega.
 */
export async function getAdminSummary(
  db: Db,
  staff: StaffMember,
  now = new Date(),
): Promise<AdminSummary> {
  const seesMoney = staff.role !== 'bodega';
  const seesStock = staff.role !== 'ventas';
  const today = ecuadorDayOf(now);
  const day = lastDays(today, 1);
  const week = lastDays(today, 7);
  const month = lastDays(today, 30);

  const [sales, bestSellers, lowStock, waiting] = await Promise.all([
    seesMoney ? salesFigures(db, today, day, week, month) : null,
    selectBestSellers(db, month.from, month.to, BEST_SELLERS),
    seesStock ? listLowStock(db, LIST_LIMIT) : null,
    selectWaitingOrders(db, LIST_LIMIT),
  ]);
  return {
    role: staff.role,
    today,
    sales,
    best_sellers: bestSellers.map((b) => ({
      product_id: b.productId,
      name: b.name,
      units: b.units,
      amount: seesMoney ? centsToMoney(b.amountCents) : null,
    })),
    low_stock: lowStock && { threshold: LOW_STOCK_THRESHOLD, ...lowStock },
    waiting_orders: {
      count: waiting.count,
      results: waiting.rows.map((o) => ({
        transaction_id: o.transactionId,
        status: o.status as OrderStatus,
        date_issued: o.dateIssued.toISOString(),
        item_count: o.itemCount,
        amount: seesMoney ? centsToMoney(o.amountCents) : null,
      })),
    },
  };
}

type Range = { from: Date; to: Date };

async function salesFigures(db: Db, today: string, day: Range, week: Range, month: Range) {
  const [t, w, m, daily] = await Promise.all([
    selectSalesTotals(db, day.from, day.to),
    selectSalesTotals(db, week.from, week.to),
    selectSalesTotals(db, month.from, month.to),
    selectDailySales(db, month.from, month.to),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days: DailySales[] = [];
  for (let i = 29; i >= 0; i--) {
    const d = daysBefore(today, i);
    const found = byDay.get(d);
    days.push({
      day: d,
      total: centsToMoney(found?.totalCents ?? 0),
      orders: found?.orders ?? 0,
    });
  }
  return {
    today: period(t.totalCents, t.orders),
    last_7_days: period(w.totalCents, w.orders),
    last_30_days: period(m.totalCents, m.orders),
    daily: days,
  };
}
