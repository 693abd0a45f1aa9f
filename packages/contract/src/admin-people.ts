import { z } from 'zod';
import { DateTimeSchema, MoneySchema, PaginationSchema, isUnsafeText } from './common.js';
import { OrderStatusSchema } from './orders.js';
import { StaffRoleSchema, paginated } from './admin.js';
import { CART_MAX_COUNT } from './values/cart.js';

// The back office's people (Clientes, Equipo) and the products' CSV import/export (issue 11).

const searchText = z
  .string()
  .trim()
  .max(200, 'Escribe como máximo 200 caracteres.')
  .optional()
  .transform((v) => (v ? v : undefined));

/** An e-mail address with Spanish messages (the staff invitation form). */
const SpanishEmailSchema = z
  .string({ error: 'Indica un correo electrónico.' })
  .refine((v) => !isUnsafeText(v), {
    message: 'El correo contiene caracteres no permitidos.',
    abort: true,
  })
  .trim()
  .min(1, 'Indica un correo electrónico.')
  .max(254, 'Escribe como máximo 254 caracteres.')
  .pipe(z.email('Escribe un correo electrónico válido.'));

const StaffRoleInputSchema = z.enum(['administrador', 'ventas', 'bodega'], {
  error: 'Elige un rol: administrador, ventas o bodega.',
});

// --- Clientes ---------------------------------------------------------------------------------

/** GET /api/admin/customers: search by e-mail or name, active filter, pagination. */
export const AdminCustomersQuerySchema = PaginationSchema.extend({
  search: searchText,
  active: z.enum(['true', 'false'], { error: 'Usa true o false.' }).optional(),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuerySchema>;

export const AdminCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  date_joined: DateTimeSchema,
  last_login: DateTimeSchema.nullable(),
  /** Orders placed (cancelled ones included). */
  order_count: z.number().int(),
  /** Sum of the orders that were not cancelled. */
  total_spent: MoneySchema,
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomersResponseSchema = paginated(AdminCustomerSchema);
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponseSchema>;

export const AdminCustomerOrderSchema = z.object({
  transaction_id: z.string(),
  status: OrderStatusSchema,
  amount: MoneySchema,
  date_issued: DateTimeSchema,
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;

/** GET /api/admin/customers/{id}: the profile and every order, newest first. */
export const AdminCustomerDetailSchema = z.object({
  customer: AdminCustomerSchema,
  orders: z.array(AdminCustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const ADMIN_PEOPLE_ERRORS = {
  customerNotFound: 'No existe un cliente con este identificador.',
  staffAccount: 'Esta cuenta pertenece al equipo: adminístrala desde Equipo.',
  staffNotFound: 'No existe un miembro del equipo con este identificador.',
  lastAdministrator:
    'No puedes quitar el rol, desactivar ni retirar al último administrador activo: nombra antes a otro administrador.',
  emailIsStaff: 'Este correo ya pertenece a un miembro del equipo.',
} as const;

// --- Equipo -----------------------------------------------------------------------------------

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: StaffRoleSchema,
  is_active: z.boolean(),
  last_login: DateTimeSchema.nullable(),
  date_joined: DateTimeSchema,
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffListResponseSchema = paginated(StaffAccountSchema);
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

export const StaffQuerySchema = PaginationSchema.extend({ search: searchText });
export type StaffQuery = z.infer<typeof StaffQuerySchema>;

/** POST /api/admin/staff: invite by e-mail with a role. */
export const StaffInviteBodySchema = z.object({
  email: SpanishEmailSchema,
  role: StaffRoleInputSchema,
});
export type StaffInviteBody = z.infer<typeof StaffInviteBodySchema>;

export const StaffInviteResponseSchema = z.object({
  member: StaffAccountSchema,
  /** True when a new account was created and the invitation e-mail queued. */
  invited: z.boolean(),
});
export type StaffInviteResponse = z.infer<typeof StaffInviteResponseSchema>;

/** PATCH /api/admin/staff/{id}: a new role and/or the account active or not. */
export const StaffUpdateBodySchema = z
  .object({
    role: StaffRoleInputSchema.optional(),
    is_active: z.boolean({ error: 'Usa verdadero o falso.' }).optional(),
  })
  .refine((b) => b.role !== undefined || b.is_active !== undefined, {
    message: 'Indica el nuevo rol o si la cuenta queda activa.',
    path: ['non_field_errors'],
  });
export type StaffUpdateBody = z.infer<typeof StaffUpdateBodySchema>;

// --- Products CSV -----------------------------------------------------------------------------

/** The export's columns, in order; the import needs `sku` and accepts them in any order. */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'nombre',
  'marca',
  'categoria',
  'precio',
  'precio_anterior',
  'iva',
  'stock',
  'activo',
  'descripcion',
  /** Most units one order may take (ADR 082); an empty cell: no limit. */
  'max_por_pedido',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The largest file the import accepts (bytes). */
export const PRODUCT_CSV_MAX_BYTES = 10 * 1024 * 1024;

/** One field an update changes, as the file's column and both values as text (issue 33). */
export const ProductCsvChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ProductCsvChange = z.infer<typeof ProductCsvChangeSchema>;

export const ProductCsvRowSchema = z.object({
  /** Line number in the file (the header is line 1). */
  row: z.number().int(),
  /** Empty for a new product without a code: the shop assigns one (EV-...) on import. */
  sku: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  name: z.string(),
  price: MoneySchema.nullable(),
  stock: z.number().int().nullable(),
  /** For updates: the stock before the import. */
  stock_before: z.number().int().nullable(),
  /** For updates: each changed field, old -> new; empty otherwise. */
  changes: z.array(ProductCsvChangeSchema),
});
export type ProductCsvRow = z.infer<typeof ProductCsvRowSchema>;

export const ProductCsvErrorSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  messages: z.array(z.string()),
});
export type ProductCsvError = z.infer<typeof ProductCsvErrorSchema>;

/** POST /api/admin/products/import/preview: what the file would do; nothing is written. */
export const ProductImportPreviewSchema = z.object({
  delimiter: z.enum([';', ',']),
  total_rows: z.number().int(),
  to_create: z.number().int(),
  to_update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(ProductCsvErrorSchema),
  rows: z.array(ProductCsvRowSchema),
});
export type ProductImportPreview = z.infer<typeof ProductImportPreviewSchema>;

/** POST /api/admin/products/import/apply: what was written, in one transaction. */
export const ProductImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  stock_movements: z.number().int(),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;

/** The file's body: text/csv (UTF-8, an optional BOM). */
export const ProductCsvBodySchema = z.string({ error: 'Envía el archivo CSV.' });

export const PRODUCT_CSV_ERRORS = {
  empty: 'El archivo está vacío.',
  tooLarge: 'El archivo pesa más de 10 MB.',
  unreadable: (detail: string) => `No se pudo leer el archivo CSV: ${detail}`,
  noSku: 'Falta la columna "sku" en la primera línea.',
  unknownColumns: (names: string[]) => `Columnas desconocidas: ${names.join(', ')}.`,
  hasErrors: (count: number) =>
    `El archivo tiene ${count} ${count === 1 ? 'fila' : 'filas'} con errores: corrígelas y vuelve a previsualizar. No se aplicó ningún cambio.`,
  skuRequired: 'Falta el SKU.',
  skuTooLong: 'El SKU admite como máximo 50 caracteres.',
  duplicateSku: (firstRow: number) =>
    `SKU repetido en el archivo (ya aparece en la fila ${firstRow}).`,
  nameRequired: 'Falta el nombre (obligatorio para crear el producto).',
  nameTooLong: 'El nombre admite como máximo 200 caracteres.',
  brandRequired: 'Falta la marca (obligatoria para crear el producto).',
  unknownBrand: (name: string) => `La marca "${name}" no existe.`,
  categoryRequired: 'Falta la categoría (obligatoria para crear el producto).',
  unknownCategory: (name: string) => `La categoría "${name}" no existe.`,
  ambiguousCategory: (name: string) =>
    `Hay varias categorías "${name}": escríbela como "Categoría padre > ${name}".`,
  priceRequired: 'Falta el precio (obligatorio para crear el producto).',
  badPrice: (value: string) => `El precio "${value}" no es un importe válido (por ejemplo 12.50).`,
  badComparePrice: (value: string) =>
    `El precio anterior "${value}" no es un importe válido (por ejemplo 15.00).`,
  badIva: (value: string) => `El IVA "${value}" no es válido: usa 0, 5 o 15.`,
  badStock: (value: string) => `El stock "${value}" debe ser un número entero de 0 o más.`,
  badActive: (value: string) => `"${value}" no es válido en activo: usa sí o no.`,
  badMaxPerOrder: (value: string) =>
    `El máximo por pedido "${value}" debe ser un número entero de 1 a ${CART_MAX_COUNT}, o vacío para no limitar.`,
  unsafeText: 'La fila contiene caracteres no permitidos.',
} as const;
