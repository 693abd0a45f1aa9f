import { type CertificateInfo, ISSUER_MESSAGES } from '@shop/contract';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUploadCertificate } from '../api/admin-settings';

const SOURCE_LABELS: Record<CertificateInfo['source'], string> = {
  uploaded: 'Subido desde este panel',
  configured: 'Configurado en el servidor',
  test: 'Certificado de prueba de la demo (no válido ante el SRI)',
};
const MAX_BYTES = 500 * 1024;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('es-EC', { day: 'numeric', month: 'long', year: 'numeric' });

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The signing certificate in force and the form that replaces it (.p12 + its password). */
export function CertificateCard({ certificate }: { certificate: CertificateInfo | null }) {
  const upload = useUploadCertificate();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ certificate?: string; password?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const next: typeof errors = {};
    if (!file) next.certificate = ISSUER_MESSAGES.certificateRequired;
    else if (file.size > MAX_BYTES) next.certificate = ISSUER_MESSAGES.certificateTooLarge;
    if (!password) next.password = 'Escribe la contraseña del certificado.';
    setErrors(next);
    if (!file || Object.keys(next).length > 0) return;
    try {
      const saved = await upload.mutateAsync({ certificate: await base64Of(file), password });
      toast.success(`Certificado de ${saved.certificate.subject} listo para firmar.`);
      setFile(null);
      setPassword('');
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        setErrors({
          certificate: error.fieldMessage('certificate'),
          password: error.fieldMessage('password'),
        });
      else toast.error('No pudimos guardar el certificado. Inténtalo de nuevo.');
    }
  }

  const [now] = useState(() => Date.now());
  const expiresSoon =
    certificate && new Date(certificate.valid_to).getTime() - now < 30 * 86_400_000;
  return (
    <div className="space-y-5">
      {certificate ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">Titular</dt>
          <dd className="text-slate-900">{certificate.subject}</dd>
          <dt className="font-medium text-slate-600">Emitido por</dt>
          <dd className="text-slate-900">{certificate.issuer}</dd>
          <dt className="font-medium text-slate-600">Vigencia</dt>
          <dd className="text-slate-900">
            del {day(certificate.valid_from)} al {day(certificate.valid_to)}
            {expiresSoon && (
              <span className="ml-2 font-semibold text-red-700">¡Caduca pronto: renuévalo!</span>
            )}
          </dd>
          <dt className="font-medium text-slate-600">Origen</dt>
          <dd className="text-slate-900">{SOURCE_LABELS[certificate.source]}</dd>
        </dl>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          No hay un certificado de firma que se pueda abrir: las facturas esperarán hasta que subas
          uno.
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="space-y-4 border-t border-slate-200 pt-4"
      >
        <h3 className="text-base font-semibold text-slate-900">Reemplazar la firma electrónica</h3>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            Archivo .p12 de la firma electrónica
          </label>
          <input
            id={fileId}
            type="file"
            accept=".p12,.pfx,application/x-pkcs12"
            aria-invalid={errors.certificate ? true : undefined}
            aria-describedby={errors.certificate ? `${fileId}-error` : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          {errors.certificate && (
            <p id={`${fileId}-error`} className="mt-1.5 text-sm text-red-700">
              {errors.certificate}
            </p>
          )}
        </div>
        <TextField
          label="Contraseña del certificado"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          className="max-w-sm"
        />
        <SubmitButton loading={upload.isPending} loadingLabel="Verificando…">
          Subir certificado
        </SubmitButton>
      </form>
    </div>
  );
}
