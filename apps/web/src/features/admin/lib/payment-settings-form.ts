import type { PaymentSettings } from '@shop/contract';
import { BANK_ACCOUNT_TYPES, ECUADOR_PROVINCES } from '@shop/contract/values';
import { z } from 'zod';

// The payment methods' settings as the back office form holds them (strings for the numbers),
// with Spanish messages; converted to the PUT body on submit (issue 31, ADR 076).

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Escribe ${label}.`).max(max, `Escribe como mucho ${max} caracteres.`);

export const BankAccountFormSchema = z.object({
  bank: text('el banco', 80),
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Elige ahorros o corriente.' }),
  number: text('el número de cuenta', 30).regex(/^[0-9-]+$/, 'Solo números y guiones.'),
  holder: text('el titular', 120),
  ruc: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'El RUC tiene 13 dígitos.'),
});

export const PaymentSettingsFormSchema = z
  .object({
    transfer_enabled: z.boolean(),
    bank_accounts: z.array(BankAccountFormSchema).max(10, 'Como mucho 10 cuentas.'),
    reservation_hours: z
      .string()
      .trim()
      .regex(/^\d+$/, 'Indica horas enteras.')
      .refine((v) => Number(v) >= 1 && Number(v) <= 720, 'Entre 1 y 720 horas (30 días).'),
    cod_enabled: z.boolean(),
    cod_provinces: z.array(z.enum(ECUADOR_PROVINCES)),
    cod_shipping_ids: z.array(z.string()),
    cod_max_amount: z
      .string()
      .trim()
      .regex(/^(\d{1,6}(\.\d{1,2})?)?$/, 'Ingresa el monto en dólares, por ejemplo 150.00.'),
    pickup_pay_enabled: z.boolean(),
  })
  .refine((v) => !v.transfer_enabled || v.bank_accounts.length > 0, {
    path: ['bank_accounts'],
    message: 'Agrega al menos una cuenta bancaria para ofrecer transferencias.',
  })
  .refine((v) => !v.cod_enabled || v.cod_provinces.length > 0, {
    path: ['cod_provinces'],
    message: 'Marca al menos una provincia para el pago contra entrega.',
  });
export type PaymentSettingsForm = z.infer<typeof PaymentSettingsFormSchema>;

export const EMPTY_ACCOUNT: PaymentSettingsForm['bank_accounts'][number] = {
  bank: '',
  type: 'ahorros',
  number: '',
  holder: '',
  ruc: '',
};

export const toForm = (s: PaymentSettings): PaymentSettingsForm => ({
  transfer_enabled: s.transfer_enabled,
  bank_accounts: s.bank_accounts,
  reservation_hours: String(s.reservation_hours),
  cod_enabled: s.cod_enabled,
  cod_provinces: s.cod_provinces,
  cod_shipping_ids: s.cod_shipping_ids.map(String),
  cod_max_amount: s.cod_max_amount ?? '',
  pickup_pay_enabled: s.pickup_pay_enabled,
});

export const toBody = (f: PaymentSettingsForm): PaymentSettings => ({
  transfer_enabled: f.transfer_enabled,
  bank_accounts: f.bank_accounts,
  reservation_hours: Number(f.reservation_hours),
  cod_enabled: f.cod_enabled,
  cod_provinces: f.cod_provinces,
  cod_shipping_ids: f.cod_shipping_ids.map(Number),
  cod_max_amount: f.cod_max_amount === '' ? null : Number(f.cod_max_amount).toFixed(2),
  pickup_pay_enabled: f.pickup_pay_enabled,
});
