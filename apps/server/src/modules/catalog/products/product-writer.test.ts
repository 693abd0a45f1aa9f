import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { htmlToText, sanitizeDescription } from './product-writer.js';
import { createProduct } from '../test-factories.js';

const HOSTILE = [
  '<script>alert(1)</script><p>Taladro</p>',
  '<p>Foto</p><img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">Ver más</a>',
  '<a href="JaVaScRiPt:alert(1)">Ver</a><a href="&#106;avascript:alert(1)">Ver</a>',
  '<a href=" javascript:alert(1)">Ver</a><a href="java\tscript:alert(1)">Ver</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Ver</a>',
  '<svg onload="alert(1)"><circle r="5"/></svg><svg><script>alert(1)</script></svg>',
  '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">Texto</p>',
  '<iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x">',
  '<p onclick="alert(1)" onmouseover="alert(1)">Clic</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<<script>script>alert(1)<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
];

const FORBIDDEN = [
  /<script/i,
  /\bon\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /<svg/i,
  /<style/i,
  /style\s*=/i,
  /<iframe/i,
  /<img/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<base/i,
  /<meta/i,
  /<math/i,
  /<noscript/i,
  /<details/i,
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('product descriptions are sanitized when written', () => {
  it.each(HOSTILE)('serves none of the attack in %s', async (description) => {
    const product = await createProduct(t.app.db, { description });
    const res = await t.app.inject(`/api/product/product/${product.id}`);
    const served: string = res.json().product.description;
    for (const pattern of FORBIDDEN) expect(served).not.toMatch(pattern);
    expect(product.description).toBe(served);
  });

  it('keeps the allowed formatting and makes links safe', () => {
    const html =
      '<h3>Características</h3><p>Potente <strong>y liviano</strong>, <em>ideal</em></p>' +
      '<ul><li>750 W</li><li>Mandril 1/2"</li></ul>' +
      '<a href="https://www.bosch.com.ec" target="_blank">Bosch</a>';
    expect(sanitizeDescription(html)).toBe(
      '<h3>Características</h3><p>Potente <strong>y liviano</strong>, <em>ideal</em></p>' +
        '<ul><li>750 W</li><li>Mandril 1/2"</li></ul>' +
        '<a href="https://www.bosch.com.ec" target="_blank" rel="noopener noreferrer nofollow">Bosch</a>',
    );
  });

  it('drops dangerous links but keeps their text', () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">Ver más</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">Ver más</a>',
    );
    expect(sanitizeDescription('<script>alert(1)</script><p>Taladro</p>')).toBe('<p>Taladro</p>');
  });

  it('keeps the text of a description for search, without scripts', async () => {
    expect(
      htmlToText('<p>Cable &amp; conector</p><script>alert(1)</script><li>600&nbsp;V</li>'),
    ).toBe('Cable & conector 600 V');
    await createProduct(t.app.db, { name: 'Guía', description: '<script>secretword()</script>' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { search: 'secretword' },
    });
    expect(res.json().count).toBe(0);
  });
});
