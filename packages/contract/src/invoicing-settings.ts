import { z } from 'zod';
import { DateTimeSchema } from './common.js';
import { validateRuc } from './identification.js';

/** The SRI environment the next documents are numbered for (digit 24 of the clave de acceso). */
export const SRI_AMBIENTES = ['pruebas', 'produccion'] as const;
export const SriAmbienteSchema = z.enum(SRI_AMBIENTES);
export type SriAmbiente = z.infer<typeof SriAmbienteSchema>;

export const SRI_AMBIENTE_LABELS: Record<SriAmbiente, string> = {
  pruebas: 'Pruebas',
  produccion: 'Producción',
};

/** The regimes an issuer may print on its documents; null = the general regime. */
export const SRI_REGIMENES = [
  'CONTRIBUYENTE RÉGIMEN RIMPE',
  'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE',
] as const;

export const ISSUER_MESSAGES = {
  code: 'Escribe 3 dígitos (por ejemplo 001).',
  certificateFile: 'El archivo no es un certificado .p12 válido.',
  certificatePassword: 'La contraseña no abre este certificado.',
  certificateExpired: 'Este certificado ya caducó.',
  certificateMissingKey: 'El certificado no contiene la clave privada de firma.',
  certificateRequired: 'Elige el archivo .p12 de tu firma electrónica.',
  certificateTooLarge: 'El archivo pesa más de 500 KB: no parece un certificado .p12.',
} as const;

const code3 = z
  .string()
  .trim()
  .regex(/^\d{3}$/, ISSUER_MESSAGES.code);
const text = (max: number) =>
  z
    .string({ error: 'Este campo es obligatorio.' })
    .trim()
    .min(1, 'Este campo es obligatorio.')
    .max(max, `Escribe como máximo ${max} caracteres.`);

/** The issuer's data printed on every document (factura, nota de crédito, RIDE). */
export const IssuerSettingsBodySchema = z.object({
  ruc: z
    .string({ error: 'Este campo es obligatorio.' })
    .trim()
    .superRefine((value, ctx) => {
      const rule = validateRuc(value);
      if (!rule.ok) ctx.addIssue({ code: 'custom', message: rule.message });
    }),
  razon_social: text(300),
  nombre_comercial: text(300),
  dir_matriz: text(300),
  dir_establecimiento: text(300),
  estab: code3,
  pto_emi: code3,
  obligado_contabilidad: z.boolean(),
  regimen: z.enum(SRI_REGIMENES).nullable(),
  ambiente: SriAmbienteSchema,
});
export type IssuerSettingsBody = z.infer<typeof IssuerSettingsBodySchema>;

export const CertificateInfoSchema = z.object({
  /** The certificate holder (CN). */
  subject: z.string(),
  issuer: z.string(),
  valid_from: DateTimeSchema,
  valid_to: DateTimeSchema,
  /** uploaded: from the back office; configured: INVOICE_P12_PATH; test: the demo's self-signed one. */
  source: z.enum(['uploaded', 'configured', 'test']),
});
export type CertificateInfo = z.infer<typeof CertificateInfoSchema>;

/** GET/PUT /api/admin/settings/invoicing. */
export const IssuerSettingsResponseSchema = IssuerSettingsBodySchema.extend({
  /** How the server reaches the SRI (configuration): the simulator or its web services. */
  sri_mode: z.enum(['simulator', 'pruebas', 'produccion']),
  consumidor_final_limit: z.string(),
  certificate: CertificateInfoSchema.nullable(),
  updated_at: DateTimeSchema.nullable(),
});
export type IssuerSettingsResponse = z.infer<typeof IssuerSettingsResponseSchema>;

/** POST /api/admin/settings/invoicing/certificate: the .p12 file in base64 and its password. */
export const CertificateUploadBodySchema = z.object({
  certificate: z
    .string({ error: ISSUER_MESSAGES.certificateRequired })
    .min(1, ISSUER_MESSAGES.certificateRequired)
    .max(700_000, ISSUER_MESSAGES.certificateTooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, ISSUER_MESSAGES.certificateFile),
  password: z.string({ error: 'Escribe la contraseña del certificado.' }).max(200),
});
export type CertificateUploadBody = z.infer<typeof CertificateUploadBodySchema>;
export const CertificateUploadResponseSchema = z.object({ certificate: CertificateInfoSchema });
