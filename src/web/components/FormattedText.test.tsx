import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormattedText } from './FormattedText.tsx';

const html = (text: string) => renderToStaticMarkup(<FormattedText text={text} />);

describe('FormattedText', () => {
  it('shows bidirectional controls instead of applying them, so "\\u202Egnp.exe" cannot pass for "exe.png"', () => {
    expect(html('\u202Egnp.exe')).toBe('[U+202E]gnp.exe');
    const every = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    const shown = html(`a${every}b`);
    expect(shown).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(shown.match(/\[U\+[0-9A-F]{4}\]/g)).toHaveLength(12);
    // Right-to-left letters themselves are left alone: they are text, not controls.
    expect(html('שלום')).toBe('שלום');
  });

  it('leaves plain text as it is', () => {
    expect(html('Begin Simulation')).toBe('Begin Simulation');
    expect(html('')).toBe('');
  });

  it('turns newlines into line breaks', () => {
    expect(html('HR 160\nRR 48\r\nSpO2 88%')).toBe('HR 160<br/>RR 48<br/>SpO2 88%');
    expect(html('a\n\nb')).toBe('a<br/><br/>b');
    expect(html('end\n')).toBe('end<br/>');
  });

  it('turns **text** into bold, several times on a line', () => {
    expect(html('Check **airway** then **breathing**.')).toBe(
      'Check <strong>airway</strong> then <strong>breathing</strong>.',
    );
    expect(html('**Vitals**\n**HR** 160')).toBe('<strong>Vitals</strong><br/><strong>HR</strong> 160');
  });

  it('leaves an unmatched ** literal', () => {
    expect(html('5 ** 2 is not bold')).toBe('5 ** 2 is not bold');
    expect(html('**a** and ** b')).toBe('<strong>a</strong> and ** b');
    expect(html('****')).toBe('****');
  });

  it('never makes bold span two lines', () => {
    expect(html('**start\nend**')).toBe('**start<br/>end**');
  });

  it('keeps HTML and script in the text inert', () => {
    const out = html('<script>alert(1)</script>\n<img src=x onerror="alert(2)"> **<b>hi</b>**');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
    expect(out).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br/>&lt;img src=x onerror=&quot;alert(2)&quot;&gt; ' +
        '<strong>&lt;b&gt;hi&lt;/b&gt;</strong>',
    );
  });
});
