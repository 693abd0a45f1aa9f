import {
  type BankAccount,
  BankAccountSchema,
  centsToMoney,
  type LaterMethod,
  moneyToCents,
  PAYMENT_METHOD_ERRORS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentMethodsAnswer,
  type PaymentSettings,
} from '@shop/contract';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffMember } from '../../../lib/staff-member.js';
import { recordAudit } from '../../audit/audit.service.js';
import { requireShippingOption, type ShippingOptionRow } from '../shipping.service.js';
import { type PaymentSettingsRow, selectSettings, upsertSettings } from './later.repository.js';

// The payment methods' settings (administrador) and what applies to a shipping option and
// province (issue 31, ADR 076). The card is always offered.

const DEFAULTS: PaymentSettings = {
  transfer_enabled: false,
  bank_accounts: [],
  reservation_hours: 48,
  cod_enabled: false,
  cod_provinces: [],
  cod_shipping_ids: [],
  cod_max_amount: null,
  pickup_pay_enabled: false,
};

const accountsOf = (value: unknown): BankAccount[] =>
  z.array(BankAccountSchema).catch([]).parse(value);

function toDto(row: PaymentSettingsRow | null): PaymentSettings {
  if (!row) return DEFAULTS;
  return {
    transfer_enabled: row.transferEnabled,
    bank_accounts: accountsOf(row.bankAccounts),
    reservation_hours: row.reservationHours,
    cod_enabled: row.codEnabled,
    cod_provinces: row.codProvinces as PaymentSettings['cod_provinces'],
    cod_shipping_ids: row.codShippingIds,
    cod_max_amount: row.codMaxCents === null ? null : centsToMoney(row.codMaxCents),
    pickup_pay_enabled: row.pickupPayEnabled,
  };
}

export async function getPaymentSettings(db: Db | Tx): Promise<PaymentSettings> {
  return toDto(await selectSettings(db));
}

/** Replaces the settings, audited in the same transaction. */
export async function updatePaymentSettings(
  db: Db,
  staff: StaffMember,
  body: PaymentSettings,
): Promise<PaymentSettings> {
  if (body.transfer_enabled && body.bank_accounts.length === 0)
    throw AppError.field('bank_accounts', PAYMENT_METHOD_ERRORS.noAccounts);
  return db.transaction(async (tx) => {
    const before = await getPaymentSettings(tx);
    const row = await upsertSettings(tx, {
      transferEnabled: body.transfer_enabled,
      bankAccounts: body.bank_accounts,
      reservationHours: body.reservation_hours,
      codEnabled: body.cod_enabled,
      codProvinces: body.cod_provinces,
      codShippingIds: body.cod_shipping_ids,
      codMaxCents: body.cod_max_amount === null ? null : moneyToCents(body.cod_max_amount),
      pickupPayEnabled: body.pickup_pay_enabled,
    });
    const after = toDto(row);
    await recordAudit(tx, staff, {
      action: 'payment_settings.update',
      entity: 'payment_settings',
      entityId: 1,
      before,
      after,
    });
    return after;
  });
}

/** The methods this option and province may use (the card first: the default). */
export function methodsFor(
  settings: PaymentSettings,
  option: ShippingOptionRow,
  province: string | undefined,
): PaymentMethod[] {
  const methods: PaymentMethod[] = ['card'];
  if (settings.transfer_enabled && settings.bank_accounts.length > 0) methods.push('transferencia');
  const codProvince =
    option.kind === 'delivery' &&
    !!province &&
    (settings.cod_provinces as string[]).includes(province);
  const codOption =
    settings.cod_shipping_ids.length === 0 || settings.cod_shipping_ids.includes(option.id);
  if (settings.cod_enabled && codProvince && codOption) methods.push('contra_entrega');
  if (settings.pickup_pay_enabled && option.kind === 'pickup') methods.push('al_retirar');
  return methods;
}

/** GET /api/payment/methods: what the checkout lists for the chosen shipping and province. */
export async function availableMethods(
  db: Db,
  shippingId: number,
  province: string | undefined,
): Promise<PaymentMethodsAnswer> {
  const [settings, option] = await Promise.all([
    getPaymentSettings(db),
    requireShippingOption(db, shippingId),
  ]);
  const methods = methodsFor(settings, option, province);
  return {
    methods: methods.map((method) => ({ method, label: PAYMENT_METHOD_LABELS[method] })),
    bank_accounts: methods.includes('transferencia') ? settings.bank_accounts : [],
    reservation_hours: settings.reservation_hours,
    cod_max_amount: settings.cod_max_amount,
  };
}

/**
 * Refuses a method the settings do not offer for this order (on `payment_method`), and pay on
 * delivery above its upper amount.
 */
export function assertMethodOffered(
  settings: PaymentSettings,
  option: ShippingOptionRow,
  province: string | undefined,
  method: LaterMethod,
  totalCents: number,
) {
  if (!methodsFor(settings, option, province).includes(method))
    throw AppError.field('payment_method', PAYMENT_METHOD_ERRORS.notOffered);
  const max = settings.cod_max_amount;
  if (method === 'contra_entrega' && max !== null && totalCents > moneyToCents(max))
    throw AppError.field('payment_method', PAYMENT_METHOD_ERRORS.overCodMax(max));
}
