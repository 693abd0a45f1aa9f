import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Test helper: verifies a signed SRI document with xmlsec1 (Debian's xmlsec1, an outside
 * XML-DSig implementation) using only what the document carries, with its default key
 * selection: it takes the public key from ds:KeyValue (its debug output names the method,
 * "RSAKeyValue"); the self-signed test certificate is trusted by nobody, so X509Data alone would
 * not verify. `--id-attr` tells it which attributes are IDs (the SRI's schemas declare none).
 * Answers xmlsec1's verdict ("OK"/"FAIL") and the key method it used.
 */
export async function xmlsecVerify(xml: string, root: 'factura' | 'notaCredito') {
  const dir = await mkdtemp(path.join(tmpdir(), 'xmlsec-'));
  const file = path.join(dir, 'doc.xml');
  try {
    await writeFile(file, xml);
    const ids = [
      `--id-attr:id ${root}`,
      '--id-attr:Id http://uri.etsi.org/01903/v1.3.2#:SignedProperties',
      '--id-attr:Id http://www.w3.org/2000/09/xmldsig#:KeyInfo',
    ].flatMap((a) => a.split(' '));
    const out = await promisify(execFile)('xmlsec1', ['--verify', '--print-debug', ...ids, file], {
      timeout: 20_000,
    }).then(
      (r) => r.stdout + r.stderr,
      (err: { stdout?: string; stderr?: string }) =>
        `FAIL\n${err.stdout ?? ''}${err.stderr ?? String(err)}`,
    );
    return {
      verdict: /^OK$/m.test(out) ? 'OK' : 'FAIL',
      keyMethod: /== Signature Key:\s*== KEY\s*=== method: (\w+)/.exec(out)?.[1] ?? null,
      output: out,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
