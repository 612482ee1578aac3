import { createHash } from 'node:crypto';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, s, i) => {
    if (i === 0) return s;
    const v = values[i - 1];
    return out + (v instanceof Raw ? v.value : escapeHtml(v ?? '')) + s;
  }, '');
}

class Raw {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
}

/** Marks trusted, already-safe markup (the provider's own forms, our own fragments). */
export const raw = (value: string) => new Raw(value);

const styles = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2430;background:#f5f8fb}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;box-sizing:border-box}
.card{background:#fff;max-width:400px;width:100%;padding:2rem;border-radius:12px;box-shadow:0 2px 10px rgb(8 49 92/.12)}
h1{font-size:1.35rem;margin:0 0 .25rem;color:#08315c}
p.sub{margin:0 0 1.5rem;color:#4a5868}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.7rem .8rem;border:1px solid #8795a6;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2a7fd4;outline-offset:2px}
button{width:100%;margin-top:1.5rem;font:inherit;font-weight:700;padding:.8rem;border:0;border-radius:8px;background:#0b5cad;color:#fff;cursor:pointer}
button:hover{background:#08315c}
.error{background:#fdecea;color:#8c1d18;border:1px solid #f3b8b3;padding:.7rem .9rem;border-radius:8px;margin-bottom:.5rem}
.links{margin-top:1.25rem;text-align:center}
a{color:#0b5cad}
`;

/** CSP source allowing exactly this inline stylesheet (no 'unsafe-inline' needed for the provider's pages). */
export const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;

/** The page frame shared by the provider's pages (login, sign-out, errors). */
export function page(title: string, body: string, options: { nonce?: string } = {}): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Pediatric Airway Management Assistant</title>
<style${raw(options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '')}>${raw(styles)}</style>
</head>
<body><main class="card">${raw(body)}</main></body>
</html>`;
}
