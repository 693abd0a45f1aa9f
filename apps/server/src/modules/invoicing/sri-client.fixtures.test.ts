import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAutorizacion, parseRecepcion } from './sri-client.js';

/** A real SRI answer, byte for byte (origin in sri-soap-fixtures/README.md). */
const fixture = (name: string) =>
  readFileSync(new URL(`./sri-soap-fixtures/${name}`, import.meta.url), 'utf8');

describe('the SOAP client reads real SRI answers verbatim', () => {
  it('recepción: RECIBIDA', () => {
    expect(parseRecepcion(fixture('recepcion-recibida.xml'))).toEqual({
      estado: 'RECIBIDA',
      mensajes: [],
    });
  });

  it('recepción: DEVUELTA with its mensajes (43, 45)', () => {
    expect(parseRecepcion(fixture('recepcion-devuelta-43.xml'))).toEqual({
      estado: 'DEVUELTA',
      mensajes: [{ identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA', tipo: 'ERROR' }],
    });
    expect(parseRecepcion(fixture('recepcion-devuelta-45.xml'))).toEqual({
      estado: 'DEVUELTA',
      mensajes: [{ identificador: '45', mensaje: 'ERROR SECUENCIAL REGISTRADO', tipo: 'ERROR' }],
    });
  });

  it('recepción: an unreadable document comes back without <estado>, read as DEVUELTA', () => {
    expect(parseRecepcion(fixture('recepcion-devuelta-35-sin-estado.xml'))).toEqual({
      estado: 'DEVUELTA',
      mensajes: [
        {
          identificador: '35',
          mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
          informacionAdicional:
            'ec.gob.sri.comprobantes.electronicos.api.excepcion.ConversionArchivoXMLException: Error al convertir el archivo xml',
          tipo: 'ERROR',
        },
      ],
    });
  });

  it('autorización: AUTORIZADO with its number and date', () => {
    expect(parseAutorizacion(fixture('autorizacion-autorizado.xml'))).toEqual({
      estado: 'AUTORIZADO',
      numeroAutorizacion: '0502202401159198472200125920040000885468154978913',
      fechaAutorizacion: '2024-02-06T09:18:53-05:00',
      mensajes: [],
    });
  });

  it('autorización: NO AUTORIZADO with FIRMA INVALIDA', () => {
    expect(parseAutorizacion(fixture('autorizacion-no-autorizado-39.xml'))).toEqual({
      estado: 'NO AUTORIZADO',
      numeroAutorizacion: null,
      fechaAutorizacion: '2024-02-09T17:40:28-05:00',
      mensajes: [
        {
          identificador: '39',
          mensaje: 'FIRMA INVALIDA',
          informacionAdicional:
            'La firma es invalida [Firma inválida (firma y/o certificados alterados)]',
          tipo: 'ERROR',
        },
      ],
    });
    expect(
      parseAutorizacion(fixture('autorizacion-no-autorizado-39-certificado.xml')).mensajes,
    ).toEqual([
      {
        identificador: '39',
        mensaje: 'FIRMA INVALIDA',
        informacionAdicional: 'No se pudo convertir en Certificado X509',
        tipo: 'ERROR',
      },
    ]);
  });

  it('autorización: no document yet (an empty list), and a refused query (RECHAZADA, 80)', () => {
    expect(parseAutorizacion(fixture('autorizacion-sin-comprobantes.xml'))).toEqual({
      estado: null,
      numeroAutorizacion: null,
      fechaAutorizacion: null,
      mensajes: [],
    });
    expect(parseAutorizacion(fixture('autorizacion-rechazada-80.xml'))).toEqual({
      estado: 'NO AUTORIZADO',
      numeroAutorizacion: null,
      fechaAutorizacion: null,
      mensajes: [
        {
          identificador: '80',
          mensaje: 'ERROR EN LA ESTRUCTURA DE LA CLAVE DE ACCESO',
          tipo: '',
        },
      ],
    });
  });
});
