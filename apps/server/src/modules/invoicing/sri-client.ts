import type { SriMessage } from '../../db/schema/invoicing.js';
import { fastXmlParser, once } from '../../lib/lazy-modules.js';

export interface RecepcionResult {
  estado: 'RECIBIDA' | 'DEVUELTA';
  mensajes: SriMessage[];
}

export interface AutorizacionResult {
  /** null: the SRI has no document with this clave (yet). */
  estado: 'AUTORIZADO' | 'NO AUTORIZADO' | 'EN PROCESO' | null;
  numeroAutorizacion: string | null;
  fechaAutorizacion: string | null;
  mensajes: SriMessage[];
}

/** The SRI's two offline web services; the real SOAP endpoints or the simulator behind them. */
export interface SriClient {
  /** RecepcionComprobantesOffline.validarComprobante: the signed XML. */
  validarComprobante(signedXml: string): Promise<RecepcionResult>;
  /** AutorizacionComprobantesOffline.autorizacionComprobante: by clave de acceso. */
  autorizacionComprobante(claveAcceso: string): Promise<AutorizacionResult>;
}

/** Posts a SOAP envelope and answers the response body; throws on network errors and non-2xx. */
export type SoapTransport = (url: string, envelope: string) => Promise<string>;

export const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const RECEPCION_NS = 'http://ec.gob.sri.ws.recepcion';
export const AUTORIZACION_NS = 'http://ec.gob.sri.ws.autorizacion';

export function recepcionEnvelope(signedXml: string): string {
  const base64 = Buffer.from(signedXml, 'utf8').toString('base64');
  return `<soapenv:Envelope xmlns:soapenv="${SOAP_NS}" xmlns:ec="${RECEPCION_NS}"><soapenv:Header/><soapenv:Body><ec:validarComprobante><xml>${base64}</xml></ec:validarComprobante></soapenv:Body></soapenv:Envelope>`;
}

export function autorizacionEnvelope(claveAcceso: string): string {
  return `<soapenv:Envelope xmlns:soapenv="${SOAP_NS}" xmlns:ec="${AUTORIZACION_NS}"><soapenv:Header/><soapenv:Body><ec:autorizacionComprobante><claveAccesoComprobante>${claveAcceso}</claveAccesoComprobante></ec:autorizacionComprobante></soapenv:Body></soapenv:Envelope>`;
}

const parser = once(
  () =>
    new (fastXmlParser().XMLParser)({
      removeNSPrefix: true,
      parseTagValue: false,
      isArray: (name) => ['mensaje', 'autorizacion', 'comprobante'].includes(name),
    }),
);

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : String(v));

function messagesOf(node: unknown): SriMessage[] {
  return arr(obj(node).mensaje).map((m) => {
    const o = obj(m);
    const message: SriMessage = {
      identificador: str(o.identificador),
      mensaje: str(o.mensaje),
      tipo: str(o.tipo),
    };
    if (o.informacionAdicional !== undefined)
      message.informacionAdicional = str(o.informacionAdicional);
    return message;
  });
}

function bodyOf(response: string): Node {
  const body = obj(obj(parser().parse(response)).Envelope).Body;
  const fault = obj(body).Fault;
  if (fault) throw new Error(`SOAP fault: ${str(obj(fault).faultstring)}`);
  return obj(body);
}

export function parseRecepcion(response: string): RecepcionResult {
  const r = obj(obj(bodyOf(response).validarComprobanteResponse).RespuestaRecepcionComprobante);
  const comprobante = arr(obj(r.comprobantes).comprobante)[0];
  const mensajes = messagesOf(obj(comprobante).mensajes);
  // A document the SRI cannot read comes back with its messages and no <estado> (35, see
  // sri-soap-fixtures/): returned all the same.
  const estado = str(r.estado) || (mensajes.length > 0 ? 'DEVUELTA' : '');
  if (estado !== 'RECIBIDA' && estado !== 'DEVUELTA')
    throw new Error(`Unexpected recepción estado: ${estado}`);
  return { estado, mensajes };
}

export function parseAutorizacion(response: string): AutorizacionResult {
  const r = obj(
    obj(bodyOf(response).autorizacionComprobanteResponse).RespuestaAutorizacionComprobante,
  );
  // The SRI lists every attempt; an AUTORIZADO one wins, else the latest.
  const all = arr(obj(r.autorizaciones).autorizacion).map(obj);
  const chosen = all.find((a) => str(a.estado) === 'AUTORIZADO') ?? all[all.length - 1];
  if (!chosen)
    return { estado: null, numeroAutorizacion: null, fechaAutorizacion: null, mensajes: [] };
  // A query the SRI refuses (80, a malformed clave) answers RECHAZADA: not authorized.
  const estado = str(chosen.estado) === 'RECHAZADA' ? 'NO AUTORIZADO' : str(chosen.estado);
  if (estado !== 'AUTORIZADO' && estado !== 'NO AUTORIZADO' && estado !== 'EN PROCESO')
    throw new Error(`Unexpected autorización estado: ${estado}`);
  return {
    estado,
    numeroAutorizacion: str(chosen.numeroAutorizacion) || null,
    fechaAutorizacion: str(chosen.fechaAutorizacion) || null,
    mensajes: messagesOf(chosen.mensajes),
  };
}

/** The SOAP client of both web services, over any transport (HTTP or the simulator). */
export function createSoapSriClient(
  urls: { recepcionUrl: string; autorizacionUrl: string },
  transport: SoapTransport,
): SriClient {
  return {
    async validarComprobante(signedXml) {
      return parseRecepcion(await transport(urls.recepcionUrl, recepcionEnvelope(signedXml)));
    },
    async autorizacionComprobante(claveAcceso) {
      return parseAutorizacion(
        await transport(urls.autorizacionUrl, autorizacionEnvelope(claveAcceso)),
      );
    },
  };
}

/**
 * Sends each document to the SRI environment it was numbered for: the clave de acceso's 24th
 * digit (and the XML's <ambiente>) says 1 pruebas or 2 producción.
 */
export function createEnvironmentSriClient(
  endpoints: Record<'pruebas' | 'produccion', { recepcionUrl: string; autorizacionUrl: string }>,
  transport: SoapTransport,
): SriClient {
  const pruebas = createSoapSriClient(endpoints.pruebas, transport);
  const produccion = createSoapSriClient(endpoints.produccion, transport);
  const pick = (ambiente: string | undefined) => (ambiente === '2' ? produccion : pruebas);
  return {
    validarComprobante: (signedXml) =>
      pick(/<ambiente>(\d)<\/ambiente>/.exec(signedXml)?.[1]).validarComprobante(signedXml),
    autorizacionComprobante: (clave) => pick(clave.charAt(23)).autorizacionComprobante(clave),
  };
}

/** HTTP transport to the SRI (text/xml, 30 s timeout). */
export const httpTransport: SoapTransport = async (url, envelope) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '' },
    body: envelope,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok && !text.includes('Fault')) throw new Error(`SRI HTTP ${response.status}`);
  return text;
};
