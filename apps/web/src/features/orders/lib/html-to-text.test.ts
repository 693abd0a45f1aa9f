import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps the words of a description and drops its tags', () => {
    expect(
      htmlToText('<p>Taladro de 20 V.</p><ul><li><strong>Voltaje:</strong> 20 V</li></ul>'),
    ).toBe('Taladro de 20 V. Voltaje: 20 V');
    expect(htmlToText('<p>Nivel &amp; escuadra</p>\n<p>24"</p>')).toBe('Nivel & escuadra 24"');
  });
});
