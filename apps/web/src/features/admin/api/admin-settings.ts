import type { CertificateUploadBody, IssuerSettingsBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

const invoicingSettingsKey = ['admin', 'settings', 'invoicing'] as const;

/** GET /api/admin/settings/invoicing */
export function useInvoicingSettings() {
  return useQuery(
    queryOptions({
      queryKey: invoicingSettingsKey,
      queryFn: () =>
        request(api.admin.invoicingSettings, {
          auth: true,
          schema: contractSchema((c) => c.IssuerSettingsResponseSchema),
        }),
    }),
  );
}

/** PUT /api/admin/settings/invoicing */
export function useSaveInvoicingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssuerSettingsBody) =>
      request(api.admin.invoicingSettings, {
        method: 'PUT',
        auth: true,
        body,
        schema: contractSchema((c) => c.IssuerSettingsResponseSchema),
      }),
    onSuccess: (saved) => client.setQueryData(invoicingSettingsKey, saved),
  });
}

/** POST /api/admin/settings/invoicing/certificate */
export function useUploadCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateUploadBody) =>
      request(api.admin.invoicingCertificate, {
        method: 'POST',
        auth: true,
        body,
        schema: contractSchema((c) => c.CertificateUploadResponseSchema),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoicingSettingsKey }),
  });
}
