import { setTimeout as sleep } from 'node:timers/promises';
import { validateIdentification } from '@shop/contract';
import type { SriMessage } from '../../db/schema/invoicing.js';
import { fastXmlParser, once } from '../../lib/lazy-modules.js';
import { validClaveAcceso } from './clave-acceso.js';
import { AUTORIZACION_NS, RECEPCION_NS, SOAP_NS, type SoapTransport } from './sri-client.js';
import { contentError } from './sri-document-checks.js';
import { schemaErrors, signatureErrors } from './xml-checks.js';

interface Authorization {
  estado: 'AUTORIZADO' | 'NO AUTORIZADO';
  at: Date;
  mensajes: SriMessage[];
}

interface Received {
  claveAcceso: string;
  xml: string;
  receivedAt: Date;
  authorization?: Authorization;
  /** The NO AUTORIZADO answers of this clave sent before (the SRI lists every attempt). */
  earlier?: Authorization[];
}

export interface SriSimulator {
  /** The SOAP endpoint of both services, as a transport for the SOAP client. */
  transport: SoapTransport;
  /** Down: every call fails like an unreachable host. */
  setDown(down: boolean): void;
  /** Answer every call after this many milliseconds. */
  setDelay(ms: number): void;
  /**
   * The SRI's clock (default: now). A document dated after its day in Ecuador, or more than
   * `EMISSION_WINDOW_DAYS` before it, is returned with 65 FECHA EMISION EXTEMPORANEA.
   */
  setClock(now: () => Date): void;
  /** Establishments (estab) the SRI holds closed: their documents get 56 at authorization. */
  setClosedEstablishments(estabs: string[]): void;
  /** Documents received so far, by clave de acceso (for tests). */
  received(): Map<string, Received>;
  /** How many validarComprobante calls arrived (for tests). */
  calls: { recepcion: number; autorizacion: number };
}

const error = (identificador: string, mensaje: string, informacionAdicional?: string) => ({
  identificador,
  mensaje,
  tipo: 'ERROR',
  ...(informacionAdicional ? { informacionAdicional } : {}),
});

/**
 * How many days late a document may reach the simulator. The ficha técnica names no figure (65:
 * "no fue enviado de acuerdo con el tiempo del tipo de emisión"); ECUADOR.md's practice is
 * within 24 h.
 */
export const EMISSION_WINDOW_DAYS = 1;
const DAY_MS = 86_400_000;
/** Days since the epoch of a dd/mm/aaaa date, or of an instant's day in Ecuador (UTC-5). */
const dayOf = (ddmmyyyy: string) => {
  const [dd, mm, yyyy] = ddmmyyyy.split('/').map(Number);
  return Date.UTC(yyyy!, mm! - 1, dd!) / DAY_MS;
};
const ecuadorDay = (at: Date) => Math.floor((at.getTime() - 5 * 3_600_000) / DAY_MS);

const parser = once(
  () => new (fastXmlParser().XMLParser)({ removeNSPrefix: true, parseTagValue: false }),
);

function escape(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function mensajesXml(mensajes: SriMessage[]) {
  return (
    '<mensajes>' +
    mensajes
      .map(
        (m) =>
          `<mensaje><identificador>${m.identificador}</identificador><mensaje>${escape(m.mensaje)}</mensaje>` +
          (m.informacionAdicional
            ? `<informacionAdicional>${escape(m.informacionAdicional)}</informacionAdicional>`
            : '') +
          `<tipo>${m.tipo}</tipo></mensaje>`,
      )
      .join('') +
    '</mensajes>'
  );
}

const envelope = (body: string) =>
  `<soap:Envelope xmlns:soap="${SOAP_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`;

/** The SRI's local stand-in: same SOAP messages, XSD and signature checks, realistic answers. */
export function createSriSimulator(): SriSimulator {
  let down = false;
  let delayMs = 0;
  let clock = () => new Date();
  let closed = new Set<string>();
  const documents = new Map<string, Received>();
  const sequentials = new Map<string, string>();
  const calls = { recepcion: 0, autorizacion: 0 };

  async function check(xml: string): Promise<{ clave: string; errors: SriMessage[] }> {
    let doc: Record<string, Record<string, Record<string, string>>>;
    try {
      doc = parser().parse(xml, true) as typeof doc;
    } catch (err) {
      return { clave: '', errors: [error('35', 'ARCHIVO NO CUMPLE ESTRUCTURA XML', String(err))] };
    }
    const root = doc.factura ?? doc.notaCredito;
    const info = root?.infoTributaria;
    const clave = String(info?.claveAcceso ?? '');
    if (!root || !info)
      return {
        clave,
        errors: [error('35', 'ARCHIVO NO CUMPLE ESTRUCTURA XML', 'Raíz desconocida')],
      };
    const schema = await schemaErrors(xml);
    if (schema.length > 0)
      return { clave, errors: [error('35', 'ARCHIVO NO CUMPLE ESTRUCTURA XML', schema[0])] };
    if (!validClaveAcceso(clave))
      return { clave, errors: [error('80', 'ERROR EN LA ESTRUCTURA DE LA CLAVE DE ACCESO')] };
    const content = contentError(xml);
    if (content)
      return {
        clave,
        errors: [error(content.identificador, content.mensaje, content.informacionAdicional)],
      };
    const body = root.infoFactura ?? root.infoNotaCredito;
    const late = ecuadorDay(clock()) - dayOf(String(body?.fechaEmision ?? ''));
    if (!(late >= 0 && late <= EMISSION_WINDOW_DAYS))
      return {
        clave,
        errors: [
          error(
            '65',
            'FECHA EMISION EXTEMPORANEA',
            `La fecha de emisión ${String(body?.fechaEmision)} no corresponde al plazo de envío`,
          ),
        ],
      };
    const signature = signatureErrors(xml);
    if (signature.length > 0)
      return { clave, errors: [error('39', 'FIRMA INVALIDA', signature[0])] };
    const ruc = String(info.ruc);
    if (!validateIdentification('ruc', ruc).ok)
      return { clave, errors: [error('2', 'RUC DEL EMISOR NO SE ENCUENTRA ACTIVO', ruc)] };
    // A document the SRI did not authorize may come again with its clave (its cause fixed).
    const before = documents.get(clave);
    if (before && before.authorization?.estado !== 'NO AUTORIZADO')
      return { clave, errors: [error('43', 'CLAVE ACCESO REGISTRADA')] };
    const sequentialKey = `${ruc}-${String(info.codDoc)}-${String(info.estab)}-${String(info.ptoEmi)}-${String(info.secuencial)}`;
    if (sequentials.has(sequentialKey) && sequentials.get(sequentialKey) !== clave)
      return { clave, errors: [error('45', 'ERROR SECUENCIAL REGISTRADO', sequentialKey)] };
    sequentials.set(sequentialKey, clave);
    return { clave, errors: [] };
  }

  async function recepcion(request: string): Promise<string> {
    calls.recepcion += 1;
    const base64 = /<xml>([^<]*)<\/xml>/.exec(request)?.[1] ?? '';
    const xml = Buffer.from(base64, 'base64').toString('utf8');
    const { clave, errors } = await check(xml);
    if (errors.length === 0) {
      const before = documents.get(clave);
      const earlier = before?.authorization
        ? [...(before.earlier ?? []), before.authorization]
        : [];
      documents.set(clave, { claveAcceso: clave, xml, receivedAt: new Date(), earlier });
    }
    const estado = errors.length === 0 ? 'RECIBIDA' : 'DEVUELTA';
    const comprobantes =
      errors.length === 0
        ? '<comprobantes/>'
        : `<comprobantes><comprobante><claveAcceso>${clave}</claveAcceso>${mensajesXml(errors)}</comprobante></comprobantes>`;
    return envelope(
      `<ns2:validarComprobanteResponse xmlns:ns2="${RECEPCION_NS}"><RespuestaRecepcionComprobante><estado>${estado}</estado>${comprobantes}</RespuestaRecepcionComprobante></ns2:validarComprobanteResponse>`,
    );
  }

  function authorize(doc: Received): Authorization {
    const parsed = parser().parse(doc.xml) as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const root = parsed.factura ?? parsed.notaCredito;
    const estab = String(root?.infoTributaria?.estab ?? '');
    if (closed.has(estab))
      return {
        estado: 'NO AUTORIZADO',
        at: new Date(),
        mensajes: [
          error(
            '56',
            'ESTABLECIMIENTO CERRADO',
            `El establecimiento ${estab} se encuentra cerrado`,
          ),
        ],
      };
    const info = root?.infoFactura ?? root?.infoNotaCredito ?? {};
    const type = String(info.tipoIdentificacionComprador ?? '');
    const id = String(info.identificacionComprador ?? '');
    const kind = type === '04' ? 'ruc' : type === '05' ? 'cedula' : null;
    // 62 "Identificación incorrecta" is a warning in the ficha técnica: authorized all the same.
    const mensajes =
      kind && !validateIdentification(kind, id).ok
        ? [
            {
              ...error(
                '62',
                'IDENTIFICACION INCORRECTA',
                `${id} no es válida para el tipo ${type}`,
              ),
              tipo: 'ADVERTENCIA',
            },
          ]
        : [];
    return { estado: 'AUTORIZADO', at: new Date(), mensajes };
  }

  function autorizacion(request: string): string {
    calls.autorizacion += 1;
    const clave =
      /<claveAccesoComprobante>(\d*)<\/claveAccesoComprobante>/.exec(request)?.[1] ?? '';
    const doc = documents.get(clave);
    let autorizaciones = '<autorizaciones/>';
    if (doc) {
      doc.authorization ??= authorize(doc);
      const one = (a: Authorization) =>
        '<autorizacion>' +
        `<estado>${a.estado}</estado>` +
        (a.estado === 'AUTORIZADO' ? `<numeroAutorizacion>${clave}</numeroAutorizacion>` : '') +
        `<fechaAutorizacion>${a.at.toISOString()}</fechaAutorizacion>` +
        `<ambiente>${clave.charAt(23) === '2' ? 'PRODUCCIÓN' : 'PRUEBAS'}</ambiente>` +
        `<comprobante><![CDATA[${doc.xml}]]></comprobante>` +
        mensajesXml(a.mensajes) +
        '</autorizacion>';
      autorizaciones = `<autorizaciones>${[...(doc.earlier ?? []), doc.authorization].map(one).join('')}</autorizaciones>`;
    }
    return envelope(
      `<ns2:autorizacionComprobanteResponse xmlns:ns2="${AUTORIZACION_NS}"><RespuestaAutorizacionComprobante><claveAccesoConsultada>${clave}</claveAccesoConsultada><numeroComprobantes>${doc ? 1 + (doc.earlier?.length ?? 0) : 0}</numeroComprobantes>${autorizaciones}</RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse>`,
    );
  }

  return {
    async transport(url, request) {
      if (delayMs > 0) await sleep(delayMs);
      if (down) throw new Error(`connect ECONNREFUSED (SRI simulator down): ${url}`);
      if (request.includes(RECEPCION_NS)) return recepcion(request);
      if (request.includes(AUTORIZACION_NS)) return autorizacion(request);
      return envelope(
        '<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Operación desconocida</faultstring></soap:Fault>',
      );
    },
    setDown: (value) => {
      down = value;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    setClock: (now) => {
      clock = now;
    },
    setClosedEstablishments: (estabs) => {
      closed = new Set(estabs);
    },
    received: () => documents,
    calls,
  };
}
